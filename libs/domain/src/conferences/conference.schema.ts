import { z } from 'zod';
import { Id, MoneyCents, Timestamp } from '../common/common.schema';
import { VerifiedEmailRequirement } from '../verification/verified-email-gate.schema';
import { webUrl } from '../text/web-url.schema';
import { conferenceDomainProblem, normalizeConferenceDomain } from './matches-conference-host';

const isValidTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** How long a conference's texts may be and how many passes it sells; the manager console's form reads the same numbers. */
export const CONFERENCE_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  slugMin: 3,
  slugMax: 80,
  taglineMax: 300,
  venueNameMax: 300,
  venueAddressMax: 500,
  maxPasses: 20,
  passNameMax: 100,
  passQuantityMax: 100_000,
} as const;

/** A speaker's texts. */
export const SPEAKER_LIMITS = { nameMin: 2, nameMax: 120, headlineMax: 200, companyMax: 200, bioMax: 5000 } as const;

/** A session's texts on the agenda. */
export const SESSION_LIMITS = { titleMin: 2, titleMax: 200, trackMax: 80, roomMax: 80 } as const;

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb');
const WebUrl = webUrl();
const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(CONFERENCE_LIMITS.slugMin)
  .max(CONFERENCE_LIMITS.slugMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes');
const HostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/, 'A host name such as summit.example.com');
/** A conference's own domain: a public host name, stored as it is looked up (lower case, no www.). */
const ConferenceDomain = z
  .string()
  .max(300)
  .overwrite(normalizeConferenceDomain)
  .superRefine((domain, ctx) => {
    const problem = conferenceDomainProblem(domain);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** How the conference's own site looks: its data, not the code, so two conferences look different with no rebuild. */
export const ConferenceBranding = z.object({
  logoUrl: WebUrl.nullable(),
  heroImageUrl: WebUrl.nullable(),
  primaryColor: HexColour,
  accentColor: HexColour,
});
export type ConferenceBranding = z.infer<typeof ConferenceBranding>;

/** A pass (ticket tier) of a conference, with what is left of it. */
export const ConferencePass = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  priceCents: MoneyCents,
  quantity: z.number().int(),
  sold: z.number().int().describe('Tickets sold or held by an open checkout'),
  remaining: z.number().int(),
  saleStartsAt: Timestamp.nullable(),
  saleEndsAt: Timestamp.nullable(),
});
export type ConferencePass = z.infer<typeof ConferencePass>;

export const ConferencePassInput = z
  .object({
    id: Id.optional().describe('An existing pass to change; without it, a new pass'),
    name: z.string().trim().min(1, 'Name the pass').max(CONFERENCE_LIMITS.passNameMax),
    description: z.string().trim().max(1000).default(''),
    priceCents: MoneyCents,
    quantity: z.number().int().min(1, 'At least one ticket').max(CONFERENCE_LIMITS.passQuantityMax),
    saleStartsAt: Timestamp.nullable().default(null),
    saleEndsAt: Timestamp.nullable().default(null),
  })
  .strict()
  .refine((pass) => pass.saleStartsAt === null || pass.saleEndsAt === null || pass.saleEndsAt > pass.saleStartsAt, {
    message: 'The sale ends after it starts',
    path: ['saleEndsAt'],
  });
export type ConferencePassInput = z.infer<typeof ConferencePassInput>;

export const Conference = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  timezone: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  domain: z.string().nullable(),
  requestedDomain: z.string().nullable().describe('A domain an organizer asked for, waiting for staff (managers only; served once staff approve it)'),
  currency: z.string(),
  published: z.boolean(),
  branding: ConferenceBranding,
  passes: z.array(ConferencePass),
  organizerIds: z.array(Id),
  requiredVerifiedEmail: VerifiedEmailRequirement.nullable().describe(
    'Buying a pass asks for a verified e-mail of this kind (GET /payments/slug/{slug}/needVerify)',
  ),
  /** Whether the caller may change it (staff or one of its organizers). */
  canManage: z.boolean(),
});
export type Conference = z.infer<typeof Conference>;

export const ConferenceList = z.object({ data: z.array(Conference) });
export type ConferenceList = z.infer<typeof ConferenceList>;

export const ConferenceListQuery = z.object({
  domain: HostName.optional().describe('Only the conference served on this host name'),
  managed: z.enum(['true', 'false']).optional().describe('true: only those the caller may change (staff: all)'),
});
export type ConferenceListQuery = z.infer<typeof ConferenceListQuery>;

const ConferenceFields = z.object({
  slug: Slug,
  name: z.string().trim().min(CONFERENCE_LIMITS.nameMin, `At least ${CONFERENCE_LIMITS.nameMin} characters`).max(CONFERENCE_LIMITS.nameMax),
  tagline: z.string().trim().max(CONFERENCE_LIMITS.taglineMax),
  description: z.string().trim().max(20_000),
  startsAt: Timestamp,
  endsAt: Timestamp,
  timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  venueName: z.string().trim().max(CONFERENCE_LIMITS.venueNameMax),
  venueAddress: z.string().trim().max(CONFERENCE_LIMITS.venueAddressMax),
  domain: ConferenceDomain.nullable().describe('Staff set it; an organizer’s is a request staff approve (requestedDomain)'),
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'A three-letter currency code'),
  published: z.boolean(),
  branding: ConferenceBranding.partial(),
  passes: z.array(ConferencePassInput).max(CONFERENCE_LIMITS.maxPasses),
  organizerIds: z.array(Id).max(50).describe('Staff only'),
  requiredVerifiedEmail: VerifiedEmailRequirement.nullable().describe('Buyers need a verified e-mail of this kind; null: anyone may buy'),
});

const endsAfterStart = (body: { startsAt?: number; endsAt?: number }) =>
  body.startsAt === undefined || body.endsAt === undefined || body.endsAt > body.startsAt;

export const CreateConferenceBody = ConferenceFields.partial({
  tagline: true,
  description: true,
  venueName: true,
  venueAddress: true,
  domain: true,
  currency: true,
  published: true,
  branding: true,
  passes: true,
  organizerIds: true,
  requiredVerifiedEmail: true,
})
  .strict()
  .refine(endsAfterStart, { message: 'The conference ends after it starts', path: ['endsAt'] });
export type CreateConferenceBody = z.infer<typeof CreateConferenceBody>;

/** PATCH /conferences/{id}: the fields to change; `passes` is the whole list (a pass left out is removed, if none is sold). */
export const UpdateConferenceBody = ConferenceFields.partial()
  .strict()
  .refine(endsAfterStart, { message: 'The conference ends after it starts', path: ['endsAt'] });
export type UpdateConferenceBody = z.infer<typeof UpdateConferenceBody>;

/** POST /conferences/{id}/domain-request: staff approve or reject the domain an organizer asked for. */
export const DomainRequestDecisionBody = z.object({ approve: z.boolean() }).strict();
export type DomainRequestDecisionBody = z.infer<typeof DomainRequestDecisionBody>;

/** GET /conferences/{id} takes the id or the slug. */
export const ConferenceRefParams = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9-]+$/, 'A conference id or slug'),
});

export const SpeakerLink = z.object({ label: z.string().trim().min(1).max(60), url: WebUrl });
export type SpeakerLink = z.infer<typeof SpeakerLink>;

export const Speaker = z.object({
  id: Id,
  name: z.string(),
  headline: z.string(),
  company: z.string(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  links: z.array(SpeakerLink),
  conferenceIds: z.array(Id),
});
export type Speaker = z.infer<typeof Speaker>;

export const SpeakerList = z.object({ data: z.array(Speaker) });

const SpeakerFields = z.object({
  name: z.string().trim().min(SPEAKER_LIMITS.nameMin, `At least ${SPEAKER_LIMITS.nameMin} characters`).max(SPEAKER_LIMITS.nameMax),
  headline: z.string().trim().max(SPEAKER_LIMITS.headlineMax),
  company: z.string().trim().max(SPEAKER_LIMITS.companyMax),
  bio: z.string().trim().max(SPEAKER_LIMITS.bioMax),
  photoUrl: WebUrl.nullable(),
  links: z.array(SpeakerLink).max(10),
});

/** POST /speakers: staff, or an organizer of the conference the speaker joins (conferenceId). */
export const CreateSpeakerBody = SpeakerFields.partial({ headline: true, company: true, bio: true, photoUrl: true, links: true })
  .extend({ conferenceId: Id.optional().describe('Attach the new speaker to this conference') })
  .strict();
export type CreateSpeakerBody = z.infer<typeof CreateSpeakerBody>;

export const UpdateSpeakerBody = SpeakerFields.partial().strict();
export type UpdateSpeakerBody = z.infer<typeof UpdateSpeakerBody>;

export const SpeakerListQuery = z.object({ conferenceId: Id.optional(), q: z.string().trim().max(100).optional() });

/** PATCH /conferences/{id}/speakers: attach these speakers. */
export const AttachSpeakersBody = z.object({ speakerIds: z.array(Id).min(1).max(200) }).strict();
/** DELETE /conferences/{id}/speakers?speakerId=…: detach one speaker (and take them off its sessions). */
export const DetachSpeakerQuery = z.object({ speakerId: Id });

export const ConferenceSession = z.object({
  id: Id,
  conferenceId: Id,
  title: z.string(),
  abstract: z.string(),
  track: z.string(),
  room: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  speakers: z.array(z.object({ id: Id, name: z.string(), photoUrl: z.string().nullable() })),
});
export type ConferenceSession = z.infer<typeof ConferenceSession>;

export const ConferenceSessionList = z.object({ data: z.array(ConferenceSession) });

const SessionFields = z.object({
  title: z.string().trim().min(SESSION_LIMITS.titleMin, `At least ${SESSION_LIMITS.titleMin} characters`).max(SESSION_LIMITS.titleMax),
  abstract: z.string().trim().max(5000),
  track: z.string().trim().max(SESSION_LIMITS.trackMax),
  room: z.string().trim().max(SESSION_LIMITS.roomMax),
  startsAt: Timestamp,
  endsAt: Timestamp,
  speakerIds: z.array(Id).max(20),
});

export const CreateSessionBody = SessionFields.partial({ abstract: true, track: true, room: true, speakerIds: true })
  .extend({ conferenceId: Id })
  .strict()
  .refine(endsAfterStart, { message: 'The session ends after it starts', path: ['endsAt'] });
export type CreateSessionBody = z.infer<typeof CreateSessionBody>;

export const UpdateSessionBody = SessionFields.partial()
  .strict()
  .refine(endsAfterStart, { message: 'The session ends after it starts', path: ['endsAt'] });
export type UpdateSessionBody = z.infer<typeof UpdateSessionBody>;

export const SessionListQuery = z.object({ conferenceId: Id });
