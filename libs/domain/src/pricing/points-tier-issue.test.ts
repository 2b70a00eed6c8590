import { describe, expect, it } from 'vitest';
import { POINTS_TIER_IS_POINTS_ONLY, pointsTierIssue } from './points-tier-issue';

describe('pointsTierIssue', () => {
  it('accepts a points cost on a tier that asks for no money', () => {
    expect(pointsTierIssue({ type: 'FREE', ticketPrice: 0, depositAmount: 0, pointsCost: 30 })).toBeNull();
  });

  it('accepts any money tier without a points cost', () => {
    expect(pointsTierIssue({ type: 'PAID', ticketPrice: 1500, depositAmount: 0 })).toBeNull();
    expect(pointsTierIssue({ type: 'PAID', ticketPrice: 1500, depositAmount: 0, pointsCost: 0 })).toBeNull();
  });

  it('refuses points on a tier that also asks for a price or a deposit', () => {
    expect(pointsTierIssue({ type: 'PAID', ticketPrice: 1500, depositAmount: 0, pointsCost: 10 })).toBe(POINTS_TIER_IS_POINTS_ONLY);
    expect(pointsTierIssue({ type: 'FREE', ticketPrice: 0, depositAmount: 500, pointsCost: 10 })).toBe(POINTS_TIER_IS_POINTS_ONLY);
  });
});
