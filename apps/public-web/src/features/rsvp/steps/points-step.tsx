import { Link } from 'react-router-dom';
import { formatPointsCost, type TicketTier } from '@socials/domain';
import { Button } from '@socials/ui';
import { paths } from '../../../shared/paths';

export interface PointsStepProps {
  tier: TicketTier;
  /** The attendee's balance (GET /users/me). */
  balance: number;
  continueLabel: string;
  busy: boolean;
  onContinue: () => void;
  onBack: (() => void) | null;
}

/**
 * The points-deduction step: what the ticket spends, the balance before and after. The
 * points are spent when the RSVP is sent, in the same transaction, and come back if it is cancelled.
 */
export function PointsStep({ tier, balance, continueLabel, busy, onContinue, onBack }: PointsStepProps) {
  const cost = tier.pointsCost ?? 0;
  const after = balance - cost;
  const short = after < 0;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-fg-muted">Your balance</dt>
        <dd data-testid="points-balance">{formatPointsCost(balance) ?? '0 points'}</dd>
        <dt className="text-fg-muted">{tier.name}</dt>
        <dd>−{formatPointsCost(cost)}</dd>
        <dt className="font-medium">After this RSVP</dt>
        <dd className="font-medium" data-testid="points-after">
          {short ? 'Not enough points' : (formatPointsCost(after) ?? '0 points')}
        </dd>
      </dl>
      {short ? (
        <p role="alert" className="text-sm text-danger-text">
          This ticket needs {cost - balance} more points than you have. Earn points by completing your{' '}
          <Link to={paths.accountSettings} className="underline">
            account settings
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm text-fg-muted">The points are spent when your RSVP is sent and come back if you cancel it.</p>
      )}
      <div className="flex gap-3">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button loading={busy} disabled={short} onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
