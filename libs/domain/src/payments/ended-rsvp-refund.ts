import type { RsvpCancellation } from '../socials/social.schema';
import type { RefundReason, RefundType, RsvpStatus } from '../common/enums';

export interface EndedRsvpRefund {
  type: RefundType;
  reason: RefundReason;
  note: string | null;
}

/**
 * What a paid RSVP that just ended gets back. The attendee's own cancel: what cancellationTerms
 * set (FULL before the window, TICKET_ONLY inside it, keeping the deposit; null when nothing was
 * due). A host's cancel: everything, as it is not the attendee's doing. A rejection of a paid RSVP:
 * everything, since it was approved by mistake. Other statuses end nothing.
 */
export function endedRsvpRefund({ status, cancellation }: { status: RsvpStatus; cancellation: RsvpCancellation | null }): EndedRsvpRefund | null {
  if (status === 'REJECTED') return { type: 'FULL', reason: 'MISTAKENLY_APPROVE', note: null };
  if (status !== 'CANCELLED') return null;
  if (cancellation?.cancelledBy === 'ATTENDEE') {
    return cancellation.refundType ? { type: cancellation.refundType, reason: 'ATTENDEE_ASK_TO_CANCEL', note: null } : null;
  }
  return { type: 'FULL', reason: 'CUSTOM', note: 'Cancelled by the host' };
}
