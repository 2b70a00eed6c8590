import { lazy, Suspense, useEffect, useState } from 'react';

// The bot check's dialog, its state and its solver load after the page's first render: no first load carries them.
const HumanVerificationDialog = lazy(async () => ({ default: (await import('./human-verification-dialog')).HumanVerificationDialog }));

/** Where a 405's bot check appears: mounted once per app by the AuthProvider, loaded once the page is up. */
export function BotCheckHost() {
  const [loaded, setLoaded] = useState(false);
  // After the first render (and hydration: the server's HTML has no dialog either).
  useEffect(() => setLoaded(true), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <HumanVerificationDialog />
    </Suspense>
  );
}
