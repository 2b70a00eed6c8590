import { z } from 'zod';
import { Visibility } from '../common/enums';
import { Id, PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';
import { webUrl } from '../text/web-url.schema';
import { MembershipPrice, MembershipPriceInput, MemberSubscriptionSummary } from './circle-membership.schema';
import { VerifiedEmailRequirement } from '../verification/verified-email-gate.schema';

/** How people get in: OPEN (join at once), REQUEST (a host approves), INVITE (hosts invite). */
export const CircleJoinPolicy = z.enum(['OPEN', 'REQUEST', 'INVITE']);
export type CircleJoinPolicy = z.infer<typeof CircleJoinPolicy>;

/** A member's role: the owner created the circle, hosts run it with them, members belong. */
export const CircleRole = z.enum(['owner', 'host', 'member']);
export type CircleRole = z.infer<typeof CircleRole>;

/** ACTIVE: a member; PENDING: asked to join, waits for a host; INVITED: a host invited them. */
export const CircleMemberStatus = z.enum(['ACTIVE', 'PENDING', 'INVITED']);
export type CircleMemberStatus = z.infer<typeof CircleMemberStatus>;

const CircleName = z.string().trim().min(2, 'At least 2 characters').max(120);
const CircleSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only');

export const CreateCircleBody = z.object({
  name: CircleName,
  /** Made from the name when left out. */
  slug: CircleSlug.optional(),
  description: z.string().trim().max(5000).default(''),
  coverUrl: webUrl({ ownPath: true }).nullable().optional(),
  visibility: Visibility.default('PUBLIC'),
  joinPolicy: CircleJoinPolicy.default('OPEN'),
  /** A paid membership's price; left out or null: free to join. */
  membershipPrice: MembershipPriceInput.nullable().optional(),
  /** Members need a verified e-mail of this kind to join; null: anyone may. */
  requiredVerifiedEmail: VerifiedEmailRequirement.nullable().default(null),
});
export type CreateCircleBody = z.input<typeof CreateCircleBody>;

export const UpdateCircleBody = z
  .object({
    name: CircleName,
    slug: CircleSlug,
    description: z.string().trim().max(5000),
    coverUrl: webUrl({ ownPath: true }).nullable(),
    visibility: Visibility,
    joinPolicy: CircleJoinPolicy,
    /** null makes the circle free to join; members who paid keep their period. */
    membershipPrice: MembershipPriceInput.nullable(),
    requiredVerifiedEmail: VerifiedEmailRequirement.nullable(),
  })
  .partial();
export type UpdateCircleBody = z.input<typeof UpdateCircleBody>;

/** The caller's place in a circle, if they have one. */
export const CircleMembership = z.object({ role: CircleRole, status: CircleMemberStatus, referralCode: z.string().nullable() });
export type CircleMembership = z.infer<typeof CircleMembership>;

export const Circle = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  visibility: Visibility,
  joinPolicy: CircleJoinPolicy,
  requiredVerifiedEmail: VerifiedEmailRequirement.nullable().describe('Joining asks for a verified e-mail of this kind (GET /circles/{id}/emails/needVerify)'),
  owner: UserSummary,
  memberCount: z.number().int(),
  createdAt: Timestamp,
  /** The caller's membership; null when signed out or not in the circle. */
  myMembership: CircleMembership.nullable(),
  /** Whether the caller may edit it and manage its members (its owner and hosts, and staff). */
  canManage: z.boolean(),
  /** What membership costs, null when the circle is free to join. */
  membershipPrice: MembershipPrice.nullable(),
});
export type Circle = z.infer<typeof Circle>;

export const CirclePage = paged(Circle);
export type CirclePage = z.infer<typeof CirclePage>;

export const CircleListQuery = PageQuery;
export const CircleSearchQuery = PageQuery.extend({ q: z.string().trim().max(100).default('') });
export type CircleSearchQuery = z.input<typeof CircleSearchQuery>;

export const CircleMember = z.object({
  user: UserSummary,
  role: CircleRole,
  status: CircleMemberStatus,
  joinedAt: Timestamp.nullable(),
  /** The member's paid membership, null for members who did not pay (owner, hosts, free circles). */
  subscription: MemberSubscriptionSummary.nullable(),
});
export type CircleMember = z.infer<typeof CircleMember>;

export const CircleMemberPage = paged(CircleMember);
export type CircleMemberPage = z.infer<typeof CircleMemberPage>;

export const CircleMembersQuery = PageQuery.extend({ status: CircleMemberStatus.default('ACTIVE') });
export type CircleMembersQuery = z.input<typeof CircleMembersQuery>;

/** POST /circles/{id}/members: with no userId the caller joins (or asks to, or accepts an invitation); with one a host invites that user. */
export const AddCircleMemberBody = z.object({
  userId: Id.optional(),
  /** A member's referral code from the share link (?ref=): credited to that member. */
  ref: z.string().trim().max(64).optional(),
});
export type AddCircleMemberBody = z.input<typeof AddCircleMemberBody>;

export const CircleMemberParams = z.object({ id: Id, userId: Id });

/** PATCH /circles/{id}/members/{userId}: a host approves a request; the owner makes a member host or back. */
export const UpdateCircleMemberBody = z
  .object({ status: z.literal('ACTIVE'), role: z.enum(['host', 'member']) })
  .partial()
  .refine((body) => body.status !== undefined || body.role !== undefined, { message: 'Give status or role', path: ['status'] });
export type UpdateCircleMemberBody = z.input<typeof UpdateCircleMemberBody>;

/** PATCH /circles/{id}/members: hosts answer several requests at once. */
export const DecideCircleRequestsBody = z.object({ userIds: z.array(Id).min(1).max(100), decision: z.enum(['APPROVE', 'DECLINE']) });
export type DecideCircleRequestsBody = z.input<typeof DecideCircleRequestsBody>;

/** DELETE /circles/{id}/members: the caller leaves, or with userId a host removes that member (or withdraws an invitation, declines a request). */
export const RemoveCircleMemberQuery = z.object({ userId: Id.optional() });

export const CheckReferralCodeBody = z.object({ ref: z.string().trim().min(1).max(64) });
export const ReferralCheck = z.object({ valid: z.boolean(), inviter: UserSummary.nullable() });
export type ReferralCheck = z.infer<typeof ReferralCheck>;

/** A social of a circle as its page lists it. */
export const CircleSocial = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  eventTimestamp: Timestamp,
  eventEndTimestamp: Timestamp,
  timezone: z.string(),
  splashImageUrl: z.string().nullable(),
  communityOnly: z.boolean(),
});
export type CircleSocial = z.infer<typeof CircleSocial>;

export const VisibleSocialsQuery = z.object({ circleId: Id });
export const VisibleSocials = z.object({ data: z.array(CircleSocial) });
export type VisibleSocials = z.infer<typeof VisibleSocials>;

/**
 * GET /circles/{id}/calendar.ics: token is a member's own calendar secret (GET
 * /circles/{id}/calendar-link gives it), for calendar apps that cannot sign in.
 */
export const CircleCalendarQuery = z.object({ token: z.string().min(1).max(200).optional() });

/** GET /circles/{id}/calendar-link: the feed's address for the caller (a path of this site). */
export const CircleCalendarLink = z.object({
  path: z.string(),
  /** The address carries the caller's own secret: it lists members-only socials too, and is not to be shared. */
  personal: z.boolean(),
});
export type CircleCalendarLink = z.infer<typeof CircleCalendarLink>;
