import type { CancellationWindow, RefundType, RsvpStatus } from '../common/enums';
import { holdsSeat } from './holds-seat';

const HOUR_MS = 60 * 60 * 1000;

/** How long before the start each host setting makes a cancellation late. */
export const CANCELLATION_WINDOW_HOURS: Readonly<Record<CancellationWindow, number>> = {
  WITHIN72H: 72,
  WITHIN24H: 24,
  BEFORE3H: 3,
};

export interface CancellationInput {
  eventTimestamp: number;
  now: number;
  /** The host's setting; null when the host set none (never late). */
  cancellationWindow: CancellationWindow | null;
  status: RsvpStatus;
  /** What the attendee paid for the RSVP, in cents. */
  paid: { ticketPrice: number; depositAmount: number };
}

export type CancellationTerms =
  | { allowed: false; reason: 'EVENT_STARTED' }
  | {
      allowed: true;
      isLate: boolean;
      /** null when there is nothing to refund. */
      refundType: RefundType | null;
      refundAmount: number;
      /** What the attendee loses by cancelling now (cents). */
      forfeitedAmount: number;
    };

/** The moment from which cancelling counts as late, or null when the host set no window. */
export function lateCancellationFrom(eventTimestamp: number, window: CancellationWindow | null): number | null {
  return window === null ? null : eventTimestamp - CANCELLATION_WINDOW_HOURS[window] * HOUR_MS;
}

/**
 * What an attendee's own cancellation costs. Before the window: a FULL refund. Inside the window
 * (a late cancel) of an RSVP that holds a seat: the deposit is kept and only the ticket price is
 * refunded (TICKET_ONLY), since the deposit is what guards the host against empty seats. Once the
 * event has started it is a no-show, not a cancellation. An RSVP without a seat (pending,
 * waitlisted) costs nothing to give up. Cancellations by the host are not the attendee's doing
 * and are not priced here.
 */
export function cancellationTerms(input: CancellationInput): CancellationTerms {
  if (input.now >= input.eventTimestamp) return { allowed: false, reason: 'EVENT_STARTED' };
  const lateFrom = lateCancellationFrom(input.eventTimestamp, input.cancellationWindow);
  const isLate = lateFrom !== null && input.now >= lateFrom;
  const { ticketPrice, depositAmount } = input.paid;
  if (isLate && holdsSeat(input.status) && depositAmount > 0) {
    return { allowed: true, isLate, refundType: ticketPrice > 0 ? 'TICKET_ONLY' : null, refundAmount: ticketPrice, forfeitedAmount: depositAmount };
  }
  const total = ticketPrice + depositAmount;
  return { allowed: true, isLate, refundType: total > 0 ? 'FULL' : null, refundAmount: total, forfeitedAmount: 0 };
}
