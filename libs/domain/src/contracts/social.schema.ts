import { z } from 'zod';
import { PublicApprovalStatus, RsvpStatus, TicketType } from '../enums/enums';
import { MoneyCents, PageQuery, Timestamp, paged } from './common.schema';
import { UserSummary } from './user.schema';

export const Coordinate = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const VenueData = z.object({
  name: z.string().trim().max(200).default(''),
  address: z.string().trim().max(500).default(''),
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
  quantity: z.number().int().nullable().describe('Seats in this tier; null for no limit beyond the event capacity'),
  remainingQuantity: z.number().int().nullable().describe('Seats left in this tier; null for no tier limit'),
});
export type TicketTier = z.infer<typeof TicketTier>;

export const TicketTierInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    type: TicketType.default('FREE'),
    ticketPrice: MoneyCents.default(0),
    depositAmount: MoneyCents.default(0),
    quantity: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .strict();
export type TicketTierInput = z.infer<typeof TicketTierInput>;

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
  hosts: z.array(UserSummary),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Social = z.infer<typeof Social>;

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
  title: z.string().trim().min(3).max(200),
  description: z.string().max(20_000).optional(),
  htmlDescription: z.string().max(50_000).nullable().optional(),
  cityId: z.string().max(80).nullable().optional(),
  eventTimestamp: Timestamp,
  eventEndTimestamp: Timestamp,
  timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  isOnline: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  venue: z.string().trim().max(300).nullable().optional(),
  venueData: VenueData.nullable().optional(),
  splashImageUrl: z.string().url().max(2000).nullable().optional(),
  maxCapacity: z.number().int().min(1).max(100_000).nullable().optional().describe('null: no limit'),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  ticketTiers: z.array(TicketTierInput).min(1).max(20).optional().describe('Defaults to one FREE tier'),
  hostIds: z.array(z.string().uuid()).max(20).optional().describe('Co-hosts (user ids) besides the owner'),
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

export const Rsvp = z.object({
  id: z.string(),
  socialId: z.string(),
  userId: z.string(),
  ticketTierId: z.string().nullable(),
  status: RsvpStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  user: UserSummary.optional(),
});
export type Rsvp = z.infer<typeof Rsvp>;

export const CreateRsvpBody = z.object({ ticketTierId: z.string().optional() }).strict();
export type CreateRsvpBody = z.infer<typeof CreateRsvpBody>;

export const RsvpParams = z.object({ id: z.string().uuid(), r: z.string().uuid() });

/** A social the user has RSVP'd to, with that RSVP (GET /users/{id}/rsvped-socials, used by /my-ticket). */
export const RsvpedSocial = z.object({ social: Social, rsvp: Rsvp });
export type RsvpedSocial = z.infer<typeof RsvpedSocial>;
export const RsvpedSocialList = z.object({ data: z.array(RsvpedSocial) });

/** GET /socials/slug/{slug} and GET /socials/{id}: the social plus the caller's active RSVP, if any. */
export const SocialDetail = Social.extend({ myRsvp: Rsvp.nullable() });
export type SocialDetail = z.infer<typeof SocialDetail>;

/** GET /socials/reviewing-publicity (staff): public socials, optionally only those in one approval status. */
export const ReviewingPublicityQuery = PageQuery.extend({ status: PublicApprovalStatus.optional() });
export type ReviewingPublicityQuery = z.infer<typeof ReviewingPublicityQuery>;

/** GET /socials/{id}/rsvps (hosts and staff): every RSVP of the social with its user. */
export const RsvpList = z.object({ data: z.array(Rsvp) });
export type RsvpList = z.infer<typeof RsvpList>;
