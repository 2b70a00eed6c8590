import type { DisputeReason, DisputeStatus } from './payment.schema';

/** Stripe's dispute statuses, in our terms. Unknown ones count as OPEN: someone should look. */
const STATUS_FROM_PROVIDER: Readonly<Record<string, DisputeStatus>> = {
  warning_needs_response: 'OPEN',
  needs_response: 'OPEN',
  warning_under_review: 'UNDER_REVIEW',
  under_review: 'UNDER_REVIEW',
  won: 'WON',
  lost: 'LOST',
  warning_closed: 'CLOSED',
  prevented: 'CLOSED',
};

const REASON_FROM_PROVIDER: Readonly<Record<string, DisputeReason>> = {
  duplicate: 'DUPLICATE_CHARGE',
  fraudulent: 'FRAUDULENT',
  product_not_received: 'NOT_AS_DESCRIBED',
  product_unacceptable: 'NOT_AS_DESCRIBED',
  credit_not_processed: 'REFUND_NOT_RECEIVED',
};

export function disputeStatusFromProvider(status: string): DisputeStatus {
  return STATUS_FROM_PROVIDER[status] ?? 'OPEN';
}

export function disputeReasonFromProvider(reason: string): DisputeReason {
  return REASON_FROM_PROVIDER[reason] ?? 'OTHER';
}

const FINAL_STATUSES: readonly DisputeStatus[] = ['WON', 'LOST', 'CLOSED'];

/**
 * The status a dispute moves to when a provider event reports `next`. Webhooks can arrive out of
 * order: once a dispute is decided (WON, LOST, CLOSED) an older "open" or "under review" event
 * does not reopen it.
 */
export function nextDisputeStatus(current: DisputeStatus | null, next: DisputeStatus): DisputeStatus {
  if (current !== null && FINAL_STATUSES.includes(current) && !FINAL_STATUSES.includes(next)) return current;
  return next;
}
