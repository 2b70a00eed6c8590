import {
  CANCELLATION_WINDOW_HOURS,
  cancellationTerms,
  formatClock,
  formatCurrency,
  formatLongDate,
  isPaidTicketTier,
  knownZoneOrUtc,
  lateCancellationFrom,
  zonedParts,
  zoneAbbreviation,
  type Rsvp,
  type SocialDetail,
} from '@socials/domain';

/** What cancelling costs the attendee right now (cancellationTerms), in words, and whether it is still possible. */
export function describeCancellation(social: SocialDetail, rsvp: Rsvp, now: number): { allowed: boolean; lines: string[] } {
  const tier = social.ticketTiers.find((candidate) => candidate.id === rsvp.ticketTierId);
  const paid = tier && isPaidTicketTier(tier) ? { ticketPrice: tier.ticketPrice, depositAmount: tier.depositAmount } : { ticketPrice: 0, depositAmount: 0 };
  const terms = cancellationTerms({
    eventTimestamp: social.eventTimestamp,
    now,
    cancellationWindow: social.cancellationWindow,
    status: rsvp.status,
    paid,
  });
  if (!terms.allowed) return { allowed: false, lines: ['This social has started: the RSVP can no longer be cancelled.'] };

  const lines: string[] = [];
  const window = social.cancellationWindow;
  const lateFrom = lateCancellationFrom(social.eventTimestamp, window);
  if (window === null || lateFrom === null) {
    lines.push('The host set no cancellation window: you can cancel at any time before the start.');
  } else if (terms.isLate) {
    lines.push(`This is a late cancellation: less than ${CANCELLATION_WINDOW_HOURS[window]} hours before the start.`);
  } else {
    const until = zonedParts(lateFrom, knownZoneOrUtc(social.timezone));
    const zone = zoneAbbreviation(social.timezone, lateFrom);
    lines.push(
      `Cancelling is free until ${formatLongDate(until)} ${formatClock(until)} ${zone} (${CANCELLATION_WINDOW_HOURS[window]} hours before the start).`,
    );
  }
  if (terms.forfeitedAmount > 0) lines.push(`You lose your ${formatCurrency(terms.forfeitedAmount)} deposit.`);
  if (terms.refundAmount > 0) lines.push(`${formatCurrency(terms.refundAmount)} is refunded.`);
  if (terms.refundType === null && terms.forfeitedAmount === 0) lines.push('Your ticket is free: nothing is charged.');
  lines.push(rsvp.status === 'APPROVED' ? 'Your seat goes to someone else.' : 'You leave the list for this social.');
  return { allowed: true, lines };
}
