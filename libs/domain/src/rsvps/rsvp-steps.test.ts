import { describe, expect, it } from 'vitest';
import { rsvpSteps, type RsvpStepsInput } from './rsvp-steps';

const free = { type: 'FREE', ticketPrice: 0, depositAmount: 0 } as const;
const paid = { type: 'PAID', ticketPrice: 2500, depositAmount: 0 } as const;
const deposit = { type: 'FREE', ticketPrice: 0, depositAmount: 1000 } as const;
const simplest: RsvpStepsInput = { ticketTiers: [free], selectedTier: null, needsOrganizationVerification: false, questionCount: 0 };

// "RSVP steps: limit organization verification, questionnaire, payment, success. The longer
// flow list: ticket tier selection, …, limit organization verification, …, questionnaire, payment, …"
describe('rsvpSteps', () => {
  it('a free single-tier social without questions goes straight to success', () => {
    expect(rsvpSteps(simplest)).toEqual(['SUCCESS']);
  });

  it('keeps the spec order when every step applies', () => {
    expect(rsvpSteps({ ticketTiers: [free, paid], selectedTier: null, needsOrganizationVerification: true, questionCount: 3 })).toEqual([
      'TICKET_TIER_SELECTION',
      'LIMIT_ORGANIZATION_VERIFICATION',
      'QUESTIONNAIRE',
      'PAYMENT',
      'SUCCESS',
    ]);
  });

  it('asks to pick a tier only when there is more than one', () => {
    expect(rsvpSteps({ ...simplest, ticketTiers: [free, free] })).toEqual(['TICKET_TIER_SELECTION', 'SUCCESS']);
  });

  it('asks for payment when the tier asks for money, a deposit included', () => {
    expect(rsvpSteps({ ...simplest, ticketTiers: [paid] })).toEqual(['PAYMENT', 'SUCCESS']);
    expect(rsvpSteps({ ...simplest, ticketTiers: [deposit] })).toEqual(['PAYMENT', 'SUCCESS']);
  });

  it('follows the picked tier once there is one', () => {
    expect(rsvpSteps({ ...simplest, ticketTiers: [free, paid], selectedTier: free })).toEqual(['TICKET_TIER_SELECTION', 'SUCCESS']);
    expect(rsvpSteps({ ...simplest, ticketTiers: [free, paid], selectedTier: paid })).toEqual(['TICKET_TIER_SELECTION', 'PAYMENT', 'SUCCESS']);
  });

  it('skips payment for a PAID tier priced at zero', () => {
    expect(rsvpSteps({ ...simplest, ticketTiers: [{ type: 'PAID', ticketPrice: 0, depositAmount: 0 }] })).toEqual(['SUCCESS']);
  });

  it('adds organization verification and the questionnaire when they apply', () => {
    expect(rsvpSteps({ ...simplest, needsOrganizationVerification: true })).toEqual(['LIMIT_ORGANIZATION_VERIFICATION', 'SUCCESS']);
    expect(rsvpSteps({ ...simplest, questionCount: 1 })).toEqual(['QUESTIONNAIRE', 'SUCCESS']);
  });

  it('deducts points when the picked tier spends them, after the tier is picked', () => {
    const pointsOnly = { ...free, pointsCost: 40 };
    expect(rsvpSteps({ ...simplest, ticketTiers: [pointsOnly] })).toEqual(['POINTS_DEDUCTION', 'SUCCESS']);
    expect(rsvpSteps({ ...simplest, ticketTiers: [free, pointsOnly], selectedTier: pointsOnly, questionCount: 1 })).toEqual([
      'TICKET_TIER_SELECTION',
      'POINTS_DEDUCTION',
      'QUESTIONNAIRE',
      'SUCCESS',
    ]);
    expect(rsvpSteps({ ...simplest, ticketTiers: [free, pointsOnly], selectedTier: free })).toEqual(['TICKET_TIER_SELECTION', 'SUCCESS']);
  });
});
