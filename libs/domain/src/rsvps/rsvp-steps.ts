import { z } from 'zod';
import { ticketTierAmount } from '../pricing/ticket-tier-amount';
import type { PricedTicketTier } from '../pricing/is-paid-ticket-tier';

/** A tier as the flow sees it: its money and, for a points-only tier, the points it spends. */
export type PointsPricedTicketTier = PricedTicketTier & { pointsCost?: number };

/**
 * The steps of the RSVP flow this platform runs, in order: ticket tier selection, points
 * deduction, limit organization verification, questionnaire, payment, then success. Attendance
 * taking, a questionnaire for sponsored groups and a no-show policy step belong to features not
 * built yet.
 */
export const RsvpStep = z.enum(['TICKET_TIER_SELECTION', 'POINTS_DEDUCTION', 'LIMIT_ORGANIZATION_VERIFICATION', 'QUESTIONNAIRE', 'PAYMENT', 'SUCCESS']);
export type RsvpStep = z.infer<typeof RsvpStep>;

export interface RsvpStepsInput {
  /** The social's tiers. */
  ticketTiers: readonly PointsPricedTicketTier[];
  /** The tier picked so far; with a single tier that one is used. */
  selectedTier: PointsPricedTicketTier | null;
  /** From needsOrganizationVerification. */
  needsOrganizationVerification: boolean;
  /** Questions the attendee will see (withNotifyMeQuestion's result, so the notify-me checkbox counts). */
  questionCount: number;
}

/**
 * The steps a given attendee goes through for a given social: tier selection when there is a
 * choice, organization verification when required, the questionnaire when there are questions,
 * points deduction when the picked tier spends points, payment when the tier asks for money
 * (before a tier is picked: when any tier does), then success.
 */
export function rsvpSteps(input: RsvpStepsInput): RsvpStep[] {
  const [onlyTier, ...otherTiers] = input.ticketTiers;
  const tier = input.selectedTier ?? (otherTiers.length === 0 ? (onlyTier ?? null) : null);
  const payable = tier ? [tier] : input.ticketTiers;
  const needed: Record<RsvpStep, boolean> = {
    TICKET_TIER_SELECTION: input.ticketTiers.length > 1,
    POINTS_DEDUCTION: (tier?.pointsCost ?? 0) > 0,
    LIMIT_ORGANIZATION_VERIFICATION: input.needsOrganizationVerification,
    QUESTIONNAIRE: input.questionCount > 0,
    PAYMENT: payable.some((candidate) => ticketTierAmount(candidate) > 0),
    SUCCESS: true,
  };
  return RsvpStep.options.filter((step) => needed[step]);
}
