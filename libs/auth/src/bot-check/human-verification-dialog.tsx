import { lazy, Suspense } from 'react';
import { usePendingVerification } from './use-pending-verification';

// The box and the solver load only when a check is asked for: no first page pays for them.
const VerificationDialogBox = lazy(async () => ({ default: (await import('./human-verification')).VerificationDialogBox }));

/**
 * A 405 with a challenge shows the bot check. Mounted once per app (in the AuthProvider):
 * a small modal dialog that solves the proof of work and then lets the refused call be made again.
 */
export function HumanVerificationDialog() {
  const verification = usePendingVerification(false);
  if (!verification) return null;
  return (
    <Suspense fallback={null}>
      <VerificationDialogBox verification={verification} />
    </Suspense>
  );
}
