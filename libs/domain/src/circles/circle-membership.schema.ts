import { z } from 'zod';
import { Timestamp } from '../common/common.schema';

/** How often a paid membership renews. */
export const MembershipInterval = z.enum(['MONTHLY', 'YEARLY']);
export type MembershipInterval = z.infer<typeof MembershipInterval>;

/**
 * A paid membership's state. OPEN: its checkout is open; ACTIVE: paid for the current period;
 * PAST_DUE: a renewal failed and the grace period runs (access stays); LAPSED: the grace period
 * ended unpaid; ENDED: cancelled and its last period is over; EXPIRED: the checkout was never paid.
 */
export const CircleSubscriptionStatus = z.enum(['OPEN', 'ACTIVE', 'PAST_DUE', 'LAPSED', 'ENDED', 'EXPIRED']);
export type CircleSubscriptionStatus = z.infer<typeof CircleSubscriptionStatus>;

/** The largest membership price, in cents: $10,000 a period. */
export const MAX_MEMBERSHIP_CENTS = 1_000_000;
/** The smallest paid price the providers accept, in cents. */
export const MIN_MEMBERSHIP_CENTS = 100;

const PriceCents = z
  .number()
  .int('Whole cents')
  .refine((cents) => cents === 0 || (cents >= MIN_MEMBERSHIP_CENTS && cents <= MAX_MEMBERSHIP_CENTS), {
    message: `0 (no price) or from ${MIN_MEMBERSHIP_CENTS} to ${MAX_MEMBERSHIP_CENTS} cents`,
  })
  .transform((cents) => (cents === 0 ? null : cents))
  .nullable();

/**
 * What a circle's membership costs, in the site's currency: monthly, yearly or both. 0 or null
 * leaves that interval out; with neither the circle is free to join.
 */
export const MembershipPriceInput = z.object({ monthlyCents: PriceCents.optional(), yearlyCents: PriceCents.optional() });
export type MembershipPriceInput = z.input<typeof MembershipPriceInput>;

export const MembershipPrice = z.object({ monthlyCents: z.number().int().nullable(), yearlyCents: z.number().int().nullable(), currency: z.string() });
export type MembershipPrice = z.infer<typeof MembershipPrice>;

/** POST /payments/circles/{id}/payment-sessions: pay for a membership (ref: a member's referral code from the share link). */
export const StartCircleMembershipBody = z.object({
  interval: MembershipInterval,
  ref: z.string().trim().min(1).max(64).optional(),
});
export type StartCircleMembershipBody = z.input<typeof StartCircleMembershipBody>;

export const CircleMembershipCheckout = z.object({
  subscriptionId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: Timestamp,
  amountCents: z.number().int(),
  currency: z.string(),
  interval: MembershipInterval,
});
export type CircleMembershipCheckout = z.infer<typeof CircleMembershipCheckout>;

/** A paid membership as its member (and the circle's hosts) see it. */
export const CircleSubscription = z.object({
  id: z.string(),
  interval: MembershipInterval,
  status: CircleSubscriptionStatus,
  amountCents: z.number().int(),
  currency: z.string(),
  /** The end of the paid period: it renews then, or ends when cancelAtPeriodEnd. */
  currentPeriodEnd: Timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** PAST_DUE: when access ends unless the renewal is paid. */
  graceEndsAt: Timestamp.nullable(),
});
export type CircleSubscription = z.infer<typeof CircleSubscription>;

/** GET /circles/{id}/subscription: the caller's latest paid membership of the circle, if any. */
export const MyCircleSubscription = z.object({ subscription: CircleSubscription.nullable() });
export type MyCircleSubscription = z.infer<typeof MyCircleSubscription>;

/** PATCH /circles/{id}/subscription: cancel at the period's end (true) or keep renewing (false). */
export const UpdateCircleSubscriptionBody = z.object({ cancelAtPeriodEnd: z.boolean() }).strict();
export type UpdateCircleSubscriptionBody = z.infer<typeof UpdateCircleSubscriptionBody>;

/** A member's paid membership as the hosts' member list shows it: the plan, how it stands and until when it is paid. */
export const MemberSubscriptionSummary = z.object({
  interval: MembershipInterval,
  amountCents: z.number().int(),
  currency: z.string(),
  status: CircleSubscriptionStatus,
  currentPeriodEnd: Timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type MemberSubscriptionSummary = z.infer<typeof MemberSubscriptionSummary>;
