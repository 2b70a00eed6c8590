import type { ReactNode } from 'react';
import { useGetVerifiedEmailNeedQuery, type VerifiedEmailGate as Gate } from '@socials/api-client';
import { verifiedEmailNoun, type VerifiedEmailRequirement } from '@socials/domain';
import { Button, Spinner } from '@socials/ui';
import { useCurrentUser } from '../provider/auth-context';
import { VerifiedEmailForm } from './verified-email-form';

export interface VerifiedEmailGateProps {
  /** What asks for the address: a circle, a social or a conference by slug. */
  gate: Gate;
  /** What it asks for (from the circle, social or conference); null: nothing, the children show at once. */
  requirement: VerifiedEmailRequirement | null;
  /** Completes "Verify your company e-mail to …": "join", "buy tickets". */
  action: string;
  /** What the user may do once verified (the join or buy buttons). */
  children: ReactNode;
}

/**
 * Shows its children to those who may go on, and to a signed-in user who lacks the verified e-mail
 * asked for, "Verify your company e-mail to join" with the verification form instead: once the code
 * is confirmed the answer is fetched again and the children appear. Signed-out visitors see the
 * children (their sign-in links) with a note of what will be asked.
 */
export function VerifiedEmailGate({ gate, requirement, action, children }: VerifiedEmailGateProps) {
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const asked = requirement !== null && user !== null;
  const { data: need, isLoading, isError, refetch } = useGetVerifiedEmailNeedQuery(gate, { skip: !asked });
  if (requirement === null) return <>{children}</>;
  const title = `Verify ${verifiedEmailNoun(requirement)} to ${action}`;

  if (isUserLoading) return <Spinner label="Checking your verified e-mails" />;
  if (!user) {
    return (
      <div className="flex flex-col gap-2">
        {children}
        <p className="text-sm text-fg-muted">{`You will be asked to verify ${verifiedEmailNoun(requirement)} to ${action}.`}</p>
      </div>
    );
  }
  if (isLoading) return <Spinner label="Checking your verified e-mails" />;
  if (isError || !need) {
    return (
      <p role="alert" className="text-sm text-danger-text">
        We could not check your verified e-mails.{' '}
        <Button variant="ghost" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (need.verified) return <>{children}</>;
  return (
    <section aria-label={title} className="flex w-full max-w-md flex-col gap-3 rounded-xl border border-border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-fg-muted">We e-mail you a 6-digit code to prove the address is yours.</p>
      <VerifiedEmailForm requirement={requirement} />
    </section>
  );
}
