import { z } from 'zod';

/**
 * What becomes of a deposit once attendance is settled. The spec is silent, so we chose:
 * REFUND_ON_ATTENDANCE (the default) gives it back to those who came and keeps it from no-shows,
 * which is what a deposit is for; ALWAYS_REFUND gives it back to everyone (a host who only wants
 * the commitment, or an event whose attendance could not be taken); NEVER_REFUND keeps it from
 * everyone (the deposit is really a non-refundable booking fee).
 */
export const NoShowPolicy = z.enum(['REFUND_ON_ATTENDANCE', 'ALWAYS_REFUND', 'NEVER_REFUND']);
export type NoShowPolicy = z.infer<typeof NoShowPolicy>;

export const DEFAULT_NO_SHOW_POLICY: NoShowPolicy = 'REFUND_ON_ATTENDANCE';

export type DepositOutcome = 'REFUND_DEPOSIT' | 'KEEP_DEPOSIT';

/**
 * For an RSVP that kept its seat to the end; a cancelled one was settled by cancellationTerms.
 * A refund here is a DEPOSIT_ONLY refund (refundAmount), so it can never pay the deposit twice.
 */
export function depositOutcome({ attended, noShowPolicy }: { attended: boolean; noShowPolicy: NoShowPolicy }): DepositOutcome {
  if (noShowPolicy === 'ALWAYS_REFUND') return 'REFUND_DEPOSIT';
  if (noShowPolicy === 'NEVER_REFUND') return 'KEEP_DEPOSIT';
  return attended ? 'REFUND_DEPOSIT' : 'KEEP_DEPOSIT';
}
