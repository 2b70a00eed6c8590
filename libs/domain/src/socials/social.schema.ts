import { paidTierPriceIssue } from '../pricing/paid-tier-price-issue';
import { pointsTierIssue } from '../pricing/points-tier-issue';
import { NoShowPolicy } from '../payments/deposit-outcome';
import { z } from 'zod';
import {
  AttendanceMethod,
  AttendanceTakingStatus,
  AttendeeGrade,
  CancellationWindow,
  PublicApprovalStatus,
  RefundType,
  RsvpStatus,
  TicketType,
} from '../common/enums';
import { WaitlistPromotionMode } from '../rsvps/pick-waitlist-promotions';
import { MoneyCents, PageQuery, Timestamp, paged } from '../common/common.schema';
import { Question, QuestionAnswer, Questionnaire } from '../questionnaire/questionnaire.schema';
import { UserSummary } from '../users/user.schema';
import { webUrl } from '../text/web-url.schema';
import { SOCIAL_LIMITS, SOCIAL_SEARCH_LIMITS, SOCIAL_TAG_LIMITS, TICKET_TIER_LIMITS } from './social-limits';

export const Coordinate = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinate = z.infer<typeof Coordinate>;

export const VenueData = z.object({
  name: z.string().trim().max(SOCIAL_LIMITS.venueNameMax).default(''),
  address: z.string().trim().max(SOCIAL_LIMITS.venueAddressMax).default(''),
  city: z.string().trim().max(120).default(''),
  coordinate: Coordinate.nullable().default(null),
});
export type VenueData = z.infer<typeof VenueData>;

/** Venue as shown to someone without an approved RSVP: the exact address is masked. */
export const ShownVenueData = VenueData.extend({ maskedVenue: z.boolean() });

export const TicketTier = z.object({
  id: z.string(),
  name: z.string(),
  type: TicketType,
  ticketPrice: MoneyCents.describe('Cents'),
  depositAmount: MoneyCents.describe('Cents'),
  pointsCost: z.number().int().min(0).optional().describe('Points an RSVP to this tier spends (a points-only tier); 0 or absent: none'),
  quantity: z.number().int().nullable().describe('Seats in this tier; null for no limit beyond the event capacity'),
  remainingQuantity: z.number().int().nullable().describe('Seats left in this tier; null for no tier limit'),
});
export type TicketTier = z.infer<typeof TicketTier>;

export const TicketTierInput = z
  .object({
    name: z.string().trim().min(1).max(TICKET_TIER_LIMITS.nameMax),
    type: TicketType.default('FREE'),
    ticketPrice: MoneyCents.default(0),
    depositAmount: MoneyCents.default(0),
    pointsCost: z
      .number()
      .int()
      .min(0)
      .max(TICKET_TIER_LIMITS.maxPointsCost)
      .optional()
      .describe('Points an RSVP spends; only on a tier that asks for no money'),
    quantity: z.number().int().min(1).max(TICKET_TIER_LIMITS.maxQuantity).nullable().default(null),
  })
  .strict()
  .superRefine((tier, ctx) => {
    const issue = paidTierPriceIssue(tier);
    if (issue) ctx.addIssue({ code: 'custom', path: ['ticketPrice'], message: issue });
    const pointsIssue = pointsTierIssue(tier);
    if (pointsIssue) ctx.addIssue({ code: 'custom', path: ['pointsCost'], message: pointsIssue });
  });
export type TicketTierInput = z.infer<typeof TicketTierInput>;

/** Seat radius a GPS check-in may be made within, in metres. */
export const CHECK_IN_RADIUS_MIN_METERS = 10;
export const CHECK_IN_RADIUS_MAX_METERS = 10_000;

/** How a social takes attendance (the host's settings), as everyone sees them. */
export const AttendanceSettings = z.object({
  methods: z.array(AttendanceMethod).describe('Check-in methods the host enabled; empty: none'),
  radiusMeters: z.number().int().describe('GPS: how close to the venue a check-in must be'),
  venueCoordinate: Coordinate.nullable().describe(
    'GPS: the point check-ins are measured from (null: the venue coordinate). Masked (null) like the address for viewers without an approved RSVP',
  ),
  status: AttendanceTakingStatus.describe('Attendance taking: set with PATCH /socials/{id}/attendance'),
});
export type AttendanceSettings = z.infer<typeof AttendanceSettings>;

/** What a host sets about attendance on create/edit; the status is moved with PATCH /socials/{id}/attendance. */
export const AttendanceSettingsInput = z
  .object({
    methods: z
      .array(AttendanceMethod)
      .max(3)
      .refine((methods) => new Set(methods).size === methods.length, 'List each method once')
      .optional(),
    radiusMeters: z.number().int().min(CHECK_IN_RADIUS_MIN_METERS).max(CHECK_IN_RADIUS_MAX_METERS).optional(),
    venueCoordinate: Coordinate.nullable().optional(),
  })
  .strict();
export type AttendanceSettingsInput = z.infer<typeof AttendanceSettingsInput>;

export const Social = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string().describe('As stored; see displaySocialTitle for the deleted marker and (CANCELLED) suffix'),
  description: z.string(),
  htmlDescription: z.string().nullable(),
  cityId: z.string().nullable(),
  eventTimestamp: Timestamp,
  eventEndTimestamp: Timestamp,
  timezone: z.string(),
  isOnline: z.boolean(),
  isPublic: z.boolean(),
  isDeleted: z.boolean(),
  isCancelled: z.boolean(),
  venue: z.string().nullable(),
  venueData: ShownVenueData.nullable(),
  splashImageUrl: z.string().nullable(),
  maxCapacity: z.number().int().nullable().describe('null: no limit'),
  confirmedPax: z.number().int(),
  tags: z.array(z.string()),
  ticketTiers: z.array(TicketTier),
  publicApprovalStatus: PublicApprovalStatus,
  owner: UserSummary,
  hosts: z.array(UserSummary).describe("Co-hosts who accepted; the social's hosts and staff also see the invited ones here (pendingHostIds)"),
  pendingHostIds: z
    .array(z.string())
    .optional()
    .describe("Co-hosts invited who have not accepted yet: only for the social's hosts and staff, empty for everyone else"),
  requiresApproval: z.boolean().describe('RSVPs land PENDING until a host approves them'),
  waitlistPromotionMode: WaitlistPromotionMode.describe('AUTOMATIC: a freed seat goes to the earliest waitlisted RSVP at once'),
  cancellationWindow: CancellationWindow.nullable().describe('From when an attendee cancel counts as late; null: never late'),
  noShowPolicy: NoShowPolicy.describe('What becomes of deposits once attendance is closed (depositOutcome)'),
  questionnaire: z.array(Question).describe("The host's questions (the notify-me checkbox is added by withNotifyMeQuestion)"),
  limitsOrganizations: z.boolean().describe('Only attendees with a verified company e-mail may RSVP'),
  attendance: AttendanceSettings,
  isSubscribedAllHosts: z.boolean().describe('The caller follows every host of this social (false when anonymous)'),
  isOfficial: z.boolean().describe('Marked official by staff'),
  circleId: z.string().nullable().describe('The circle the social belongs to, if any'),
  communityOnly: z.boolean().describe("COMMUNITY_ONLY: visible and bookable by the circle's members only"),
  requiresInviteCode: z.boolean().describe('Attendees need the invite code to RSVP (a restricted social)'),
  inviteCode: z.string().nullable().describe('The invite code: shown to hosts and staff only, null for everyone else'),
  onlineLink: z.string().nullable().describe('Where an online event happens: shown to its hosts, staff and confirmed guests only, null for everyone else'),
  publicApprovalReason: z.string().nullable().describe("Staff's reason for the latest approval decision: shown to the social's hosts and staff only"),
  publicApprovalDecidedAt: Timestamp.nullable().describe('When staff last decided the approval status: hosts and staff only'),
  href: z.string().describe("The social's page on public-web, e.g. /socials/jazz-night-ab12"),
  paymentInfo: z.object({ ticketPrice: MoneyCents.describe('Cents: the lowest ticket price, 0 when free') }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Social = z.infer<typeof Social>;

/** An invitation to co-host a social (GET /socials/cohost-invitations): accepted, the invitee manages it like its owner. */
export const CoHostInvitation = z.object({
  social: z.object({ id: z.string(), slug: z.string(), title: z.string(), eventTimestamp: Timestamp, timezone: z.string() }),
  invitedBy: UserSummary.describe("The social's owner"),
  invitedAt: Timestamp,
});
export type CoHostInvitation = z.infer<typeof CoHostInvitation>;

export const CoHostInvitationList = z.object({ data: z.array(CoHostInvitation) });
export type CoHostInvitationList = z.infer<typeof CoHostInvitationList>;

export const SocialPage = paged(Social);

const isValidTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Fields a host sets. Optional ones take the server's defaults when left out of a create. */
const SocialFields = z.object({
  title: z.string().trim().min(SOCIAL_LIMITS.titleMin).max(SOCIAL_LIMITS.titleMax),
  description: z.string().max(SOCIAL_LIMITS.descriptionMax).optional(),
  htmlDescription: z.string().max(50_000).nullable().optional(),
  cityId: z.string().max(80).nullable().optional(),
  eventTimestamp: Timestamp,
  eventEndTimestamp: Timestamp,
  timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  isOnline: z.boolean().optional(),
  onlineLink: webUrl({ httpsOnly: true }).nullable().optional().describe('The join link of an online event (https), for its confirmed guests'),
  isPublic: z.boolean().optional(),
  venue: z.string().trim().max(300).nullable().optional(),
  venueData: VenueData.nullable().optional(),
  splashImageUrl: webUrl({ ownPath: true }).nullable().optional(),
  maxCapacity: z.number().int().min(1).max(SOCIAL_LIMITS.maxCapacity).nullable().optional().describe('null: no limit'),
  tags: z.array(z.string().trim().min(1).max(SOCIAL_TAG_LIMITS.maxLength)).max(SOCIAL_TAG_LIMITS.maxTags).optional(),
  ticketTiers: z.array(TicketTierInput).min(1).max(SOCIAL_LIMITS.maxTicketTiers).optional().describe('Defaults to one FREE tier'),
  hostIds: z.array(z.string().uuid()).max(SOCIAL_LIMITS.maxCoHosts).optional().describe('Co-hosts (user ids) besides the owner'),
  requiresApproval: z.boolean().optional().describe('Default false'),
  waitlistPromotionMode: WaitlistPromotionMode.optional().describe('Default MANUAL'),
  cancellationWindow: CancellationWindow.nullable().optional().describe('Default null: cancelling is never late'),
  noShowPolicy: NoShowPolicy.optional().describe('Default REFUND_ON_ATTENDANCE: deposits go back to those who came'),
  questionnaire: Questionnaire.optional().describe('Default: no questions'),
  limitsOrganizations: z.boolean().optional().describe('Default false'),
  inviteCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,40}$/, 'Use 4 to 40 letters, digits, - or _')
    .nullable()
    .optional()
    .describe('Set: attendees need this code to RSVP (a restricted social). Default null'),
  attendance: AttendanceSettingsInput.optional().describe('Default: no methods, 200 m radius, the venue coordinate'),
  circleId: z.string().uuid().nullable().optional().describe("The circle it belongs to: set by the circle's owner or hosts. Default null"),
  communityOnly: z.boolean().optional().describe("COMMUNITY_ONLY: visible and bookable by the circle's members only; needs circleId. Default false"),
});

const endAfterStart = (v: { eventTimestamp?: number; eventEndTimestamp?: number }) =>
  v.eventTimestamp === undefined || v.eventEndTimestamp === undefined || v.eventEndTimestamp > v.eventTimestamp;
const endAfterStartIssue = { message: 'The event must end after it starts', path: ['eventEndTimestamp'] };

export const CreateSocialBody = SocialFields.strict().refine(endAfterStart, endAfterStartIssue);
export type CreateSocialBody = z.infer<typeof CreateSocialBody>;

export const UpdateSocialBody = SocialFields.partial()
  .extend({
    isCancelled: z.boolean().optional(),
    publicApprovalStatus: PublicApprovalStatus.optional().describe('Staff only'),
    publicApprovalReason: z
      .string()
      .trim()
      .max(SOCIAL_LIMITS.approvalReasonMax)
      .optional()
      .describe('Staff only: why, told to the host; required to decline or ask for revision (approvalNeedsReason)'),
    isOfficial: z.boolean().optional().describe('Staff only'),
  })
  .strict()
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateSocialBody = z.infer<typeof UpdateSocialBody>;

export const PublicSocialsQuery = z.object({
  exclusiveStartKey: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cityId: z.string().max(80).optional(),
});
export type PublicSocialsQuery = z.infer<typeof PublicSocialsQuery>;

/** What an attendee's own cancel cost (cancellationTerms at the time), kept on the RSVP so the refund follows the terms of that moment. */
export const RsvpCancellation = z.object({
  cancelledBy: z.enum(['ATTENDEE', 'HOST']),
  cancelledAt: Timestamp,
  isLate: z.boolean(),
  refundType: RefundType.nullable(),
  // The ticket price plus the deposit: up to twice the largest MoneyCents.
  refundAmount: z.number().int().nonnegative().describe('Cents'),
  forfeitedAmount: MoneyCents.describe('Cents the attendee loses (the deposit of a late cancel)'),
});
export type RsvpCancellation = z.infer<typeof RsvpCancellation>;

export const Rsvp = z.object({
  id: z.string(),
  socialId: z.string(),
  userId: z.string(),
  ticketTierId: z.string().nullable(),
  status: RsvpStatus,
  grade: AttendeeGrade.describe("The hosts' grade of the attendee"),
  answers: z.array(QuestionAnswer).describe('The questionnaire answers'),
  hideFromGuestList: z.boolean().describe('The attendee chose not to appear on "who is going"'),
  attendedAt: Timestamp.nullable(),
  cancellation: RsvpCancellation.nullable(),
  ticketCode: z.string().nullable().describe("The attendee's ticket QR code (HOST_QRCODE check-in); only the attendee sees it, null for everyone else"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  user: UserSummary.optional(),
});
export type Rsvp = z.infer<typeof Rsvp>;

/**
 * POST /socials/{id}/rsvps. With `partial: true` the RSVP is saved as PARTIAL_UPDATE (no seat,
 * answers not checked yet) and completed later with PATCH /socials/{id}/rsvps/{r} { submit: true }.
 * Otherwise it is completed at once: PENDING, APPROVED or WAITLIST (completedRsvpStatus).
 */
export const CreateRsvpBody = z
  .object({
    ticketTierId: z.string().optional().describe('Default: the first tier'),
    answers: z.array(QuestionAnswer).max(200).optional().describe('Questionnaire answers (buildAnswerPayload); checked by validateAnswers'),
    hideFromGuestList: z.boolean().optional().describe('Default false'),
    partial: z.boolean().optional().describe('Save a half-done RSVP (PARTIAL_UPDATE) without completing it'),
    inviteCode: z.string().max(40).optional().describe("Needed when the social requires an invite code (hosts don't)"),
  })
  .strict();
export type CreateRsvpBody = z.infer<typeof CreateRsvpBody>;

export const RsvpParams = z.object({ id: z.string().uuid(), r: z.string().uuid() });

/** A social the user has RSVP'd to, with that RSVP (GET /users/{id}/rsvped-socials, used by /my-ticket). */
export const RsvpedSocial = z.object({ social: Social, rsvp: Rsvp });
export type RsvpedSocial = z.infer<typeof RsvpedSocial>;
export const RsvpedSocialList = z.object({ data: z.array(RsvpedSocial) });

/** GET /socials/slug/{slug} and GET /socials/{id}: the social plus the caller's active RSVP, if any. */
export const SocialDetail = Social.extend({ myRsvp: Rsvp.nullable() });
export type SocialDetail = z.infer<typeof SocialDetail>;

/**
 * GET /socials/hosted: the socials the caller owns or co-hosts. `upcoming` (not ended yet) comes
 * soonest first, `past` latest first; without `when`, all of them, latest first.
 */
export const HostedSocialsQuery = PageQuery.extend({ when: z.enum(['upcoming', 'past']).optional() });
export type HostedSocialsQuery = z.infer<typeof HostedSocialsQuery>;

/** GET /socials/reviewing-publicity (staff): public socials, optionally only those in one approval status. */
export const ReviewingPublicityQuery = PageQuery.extend({ status: PublicApprovalStatus.optional() });
export type ReviewingPublicityQuery = z.infer<typeof ReviewingPublicityQuery>;

/** GET /socials/reviewing-publicity/summary (staff): how many upcoming public socials are in each approval status. */
export const ReviewingPublicitySummary = z.object({ counts: z.record(PublicApprovalStatus, z.number().int().nonnegative()) });
export type ReviewingPublicitySummary = z.infer<typeof ReviewingPublicitySummary>;

/** GET /socials/{id}/rsvps (hosts and staff): the RSVPs of the social with their users, oldest first, paged. */
export const RsvpList = paged(Rsvp);
export type RsvpList = z.infer<typeof RsvpList>;

/** The sections of the home page. */
export const SocialHomeSection = z.enum(['SPOTLIGHT', 'THIS_WEEK', 'UPCOMING']);
export type SocialHomeSection = z.infer<typeof SocialHomeSection>;

/**
 * GET /socials/homepage-feature: one section of the home page, listed socials only.
 * SPOTLIGHT: upcoming APPROVED_FEATURE socials; THIS_WEEK: starting within the next 7 days;
 * UPCOMING: starting later than that.
 */
export const HomepageFeatureQuery = PublicSocialsQuery.extend({ section: SocialHomeSection });
export type HomepageFeatureQuery = z.infer<typeof HomepageFeatureQuery>;

/** POST /socials/search: listed public socials matching every filter given, soonest first, paged. */
export const SearchSocialsBody = z
  .object({
    text: z.string().trim().max(SOCIAL_SEARCH_LIMITS.textMax).optional().describe('Words found in the title, description or tags (case-insensitive)'),
    cityId: z.string().max(80).optional(),
    from: Timestamp.optional().describe('Socials still running at or after this time; default now'),
    to: Timestamp.optional().describe('Socials starting before this time'),
    tags: z.array(z.string().trim().min(1).max(SOCIAL_TAG_LIMITS.maxLength)).max(SOCIAL_SEARCH_LIMITS.maxTags).optional().describe('Any of these tags'),
    price: z.enum(['FREE', 'PAID']).optional().describe('isFreeEvent / isPaidEvent'),
    exclusiveStartKey: z.string().max(500).optional(),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type SearchSocialsBody = z.infer<typeof SearchSocialsBody>;

/** GET /socials/{id}/duplicate: a create body copied from the social, to edit and POST to /socials (nothing is saved). */
export const DuplicateSocialReply = SocialFields.strict();
export type DuplicateSocialReply = z.infer<typeof DuplicateSocialReply>;
