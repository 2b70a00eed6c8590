import type { CircleSubscriptionStatus, MembershipInterval, MemberSubscriptionSummary } from './circle-membership.schema';
import { formatCurrency } from '../pricing/format-currency';

/**
 * The end of a period that starts at `start`: one calendar month or year later in UTC. A day the
 * month lacks (31 January + 1 month) falls on that month's last day, as card subscriptions do.
 */
export function addMembershipPeriod(start: number, interval: MembershipInterval): number {
  const date = new Date(start);
  const months = interval === 'MONTHLY' ? 1 : 12;
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** Whether a membership in this state lets its member in: paid for the period, or in its grace period. */
export function subscriptionGivesAccess(status: CircleSubscriptionStatus): boolean {
  return status === 'ACTIVE' || status === 'PAST_DUE';
}

/** The price of an interval, or null when the circle does not sell it. */
export function membershipPriceOf(price: { monthlyCents: number | null; yearlyCents: number | null }, interval: MembershipInterval): number | null {
  return interval === 'MONTHLY' ? price.monthlyCents : price.yearlyCents;
}

/** A date as the membership labels write it: "Mar 3, 2027". */
export const membershipDay = (at: number) => new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** How a membership's state reads in lists: "Renews on Mar 3, 2027", "Ends on …", "Past due", "Lapsed". */
export function membershipStatusLabel(summary: Pick<MemberSubscriptionSummary, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string {
  switch (summary.status) {
    case 'ACTIVE':
      if (summary.currentPeriodEnd === null) return 'Active';
      return `${summary.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${membershipDay(summary.currentPeriodEnd)}`;
    case 'PAST_DUE':
      return 'Past due';
    case 'LAPSED':
      return 'Lapsed';
    case 'ENDED':
      return 'Ended';
    case 'OPEN':
      return 'Checkout open';
    case 'EXPIRED':
      return 'Checkout expired';
  }
}

/**
 * What the hosts read of a paying member: the plan, how it stands and until when it is paid
 * ("$15 / month · Renews on Mar 3, 2027", "… · Ends on …", "… · Past due, paid until …").
 */
export function memberPaymentLabel(summary: MemberSubscriptionSummary): string {
  const standing =
    summary.status === 'PAST_DUE' && summary.currentPeriodEnd !== null
      ? `Past due, paid until ${membershipDay(summary.currentPeriodEnd)}`
      : membershipStatusLabel(summary);
  return `${membershipPlanLabel(summary)} · ${standing}`;
}

/** A membership's plan: "$15 / month", "$150 / year". */
export function membershipPlanLabel(summary: Pick<MemberSubscriptionSummary, 'interval' | 'amountCents'>): string {
  return `${formatCurrency(summary.amountCents)} / ${summary.interval === 'MONTHLY' ? 'month' : 'year'}`;
}

/** How a paying member's membership stands, for the hosts: "Active", "Past due", "Ending on Mar 3, 2027". */
export function memberPaymentStatus(summary: Pick<MemberSubscriptionSummary, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string {
  if (summary.status !== 'ACTIVE') return membershipStatusLabel(summary);
  return summary.cancelAtPeriodEnd && summary.currentPeriodEnd !== null ? `Ending on ${membershipDay(summary.currentPeriodEnd)}` : 'Active';
}
