import { describe, expect, it } from 'vitest';
import { addMembershipPeriod, memberPaymentLabel, memberPaymentStatus, membershipStatusLabel, subscriptionGivesAccess } from './membership-period';
import { MembershipPriceInput } from './circle-membership.schema';

const at = (iso: string) => Date.parse(iso);

describe('addMembershipPeriod', () => {
  it('adds a calendar month or year in UTC', () => {
    expect(addMembershipPeriod(at('2026-11-25T13:00:00Z'), 'MONTHLY')).toBe(at('2026-12-25T13:00:00Z'));
    expect(addMembershipPeriod(at('2026-12-25T13:00:00Z'), 'MONTHLY')).toBe(at('2027-01-25T13:00:00Z'));
    expect(addMembershipPeriod(at('2026-11-25T13:00:00Z'), 'YEARLY')).toBe(at('2027-11-25T13:00:00Z'));
  });

  it('falls on the last day of a shorter month', () => {
    expect(addMembershipPeriod(at('2027-01-31T08:00:00Z'), 'MONTHLY')).toBe(at('2027-02-28T08:00:00Z'));
    expect(addMembershipPeriod(at('2028-02-29T08:00:00Z'), 'YEARLY')).toBe(at('2029-02-28T08:00:00Z'));
  });

  it('always moves forward, by at least 28 days', () => {
    for (let start = at('2026-01-01T00:00:00Z'); start < at('2028-01-01T00:00:00Z'); start += 86_400_000 * 3 + 3_600_000) {
      const end = addMembershipPeriod(start, 'MONTHLY');
      expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000);
      expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);
    }
  });
});

describe('membership access and labels', () => {
  it('lets active and past-due members in, nobody else', () => {
    expect(['OPEN', 'ACTIVE', 'PAST_DUE', 'LAPSED', 'ENDED', 'EXPIRED'].filter((s) => subscriptionGivesAccess(s as never))).toEqual(['ACTIVE', 'PAST_DUE']);
  });

  it('says when it renews or ends', () => {
    const end = at('2027-03-03T12:00:00Z');
    expect(membershipStatusLabel({ status: 'ACTIVE', currentPeriodEnd: end, cancelAtPeriodEnd: false })).toBe('Renews on Mar 3, 2027');
    expect(membershipStatusLabel({ status: 'ACTIVE', currentPeriodEnd: end, cancelAtPeriodEnd: true })).toBe('Ends on Mar 3, 2027');
    expect(membershipStatusLabel({ status: 'PAST_DUE', currentPeriodEnd: end, cancelAtPeriodEnd: false })).toBe('Past due');
  });

  it('tells the hosts what each member pays, how it stands and until when', () => {
    const end = at('2027-03-03T12:00:00Z');
    const monthly = { interval: 'MONTHLY', amountCents: 1500, currency: 'usd', status: 'ACTIVE', currentPeriodEnd: end, cancelAtPeriodEnd: false } as const;
    expect(memberPaymentLabel(monthly)).toBe('$15 / month · Renews on Mar 3, 2027');
    expect(memberPaymentLabel({ ...monthly, interval: 'YEARLY', amountCents: 15000, cancelAtPeriodEnd: true })).toBe('$150 / year · Ends on Mar 3, 2027');
    expect(memberPaymentLabel({ ...monthly, status: 'PAST_DUE' })).toBe('$15 / month · Past due, paid until Mar 3, 2027');
    expect(memberPaymentStatus(monthly)).toBe('Active');
    expect(memberPaymentStatus({ ...monthly, cancelAtPeriodEnd: true })).toBe('Ending on Mar 3, 2027');
    expect(memberPaymentStatus({ ...monthly, status: 'PAST_DUE' })).toBe('Past due');
  });
});

describe('MembershipPriceInput', () => {
  it('reads 0 as no price and refuses amounts out of range', () => {
    expect(MembershipPriceInput.parse({ monthlyCents: 0, yearlyCents: 5000 })).toEqual({ monthlyCents: null, yearlyCents: 5000 });
    expect(MembershipPriceInput.safeParse({ monthlyCents: 50 }).success).toBe(false);
    expect(MembershipPriceInput.safeParse({ monthlyCents: 12.5 }).success).toBe(false);
  });
});
