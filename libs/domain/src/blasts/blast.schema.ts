import { z } from 'zod';
import { AttendeeGrade, RsvpStatus } from '../common/enums';
import { Id } from '../common/common.schema';
import { BLAST_LIMITS } from './blast-limits';

export const BlastChannel = z.enum(['EMAIL', 'SMS']);
export type BlastChannel = z.infer<typeof BlastChannel>;

/** DEFAULT: everyone the audience filter picks; USER_SPECIFIC: the people the host picked by hand. */
export const BlastKind = z.enum(['DEFAULT', 'USER_SPECIFIC']);
export type BlastKind = z.infer<typeof BlastKind>;

/** Where the audience comes from: a social's guests, a circle's members, or a host's subscribers. */
export const BlastSource = z.enum(['SOCIAL_BLAST', 'CIRCLE_BLAST', 'HOST_SUBSCRIBERS']);
export type BlastSource = z.infer<typeof BlastSource>;

/** Circle blasts: to the circle's hosts only (a test), or to hosts and every member. */
export const BlastAudienceScope = z.enum(['HOSTS_ONLY', 'HOSTS_AND_CIRCLE']);
export type BlastAudienceScope = z.infer<typeof BlastAudienceScope>;

/** Cross-social filters: guests of this social who RSVPed to none, or to all, of the other socials named. */
export const BlastCrossSocialFilter = z.enum(['NOT_RSVP_TO_ANY', 'RSVP_TO_ALL']);
export type BlastCrossSocialFilter = z.infer<typeof BlastCrossSocialFilter>;

/** One recipient's delivery. */
export const BlastMessageStatus = z.enum(['INPROGRESS', 'CANCELED', 'SENT', 'FAILED']);
export type BlastMessageStatus = z.infer<typeof BlastMessageStatus>;

/** The blast as a whole: waiting for its time, going out, done, or called off before it went. */
export const BlastStatus = z.enum(['SCHEDULED', 'SENDING', 'SENT', 'CANCELED']);
export type BlastStatus = z.infer<typeof BlastStatus>;

/** The RSVP statuses a host may blast: going, waitlisted, waiting for approval. */
export const BlastRsvpStatus = RsvpStatus.extract(['APPROVED', 'WAITLIST', 'PENDING']);
export type BlastRsvpStatus = z.infer<typeof BlastRsvpStatus>;

export const BlastAttendance = z.enum(['ANY', 'CHECKED_IN', 'NO_SHOW']);
export type BlastAttendance = z.infer<typeof BlastAttendance>;

/** Who of a social's guests receive it. Every filter narrows; an empty list means "no narrowing". */
export const BlastAudienceFilter = z.object({
  statuses: z.array(BlastRsvpStatus).max(3).default(['APPROVED']),
  attendance: BlastAttendance.default('ANY'),
  tierIds: z.array(Id).max(50).default([]),
  grades: z.array(AttendeeGrade).max(4).default([]),
  crossSocial: z
    .object({ filter: BlastCrossSocialFilter, socialIds: z.array(Id).min(1).max(20) })
    .optional()
    .describe('Needs the ADVANCE_BLAST permission'),
  /** USER_SPECIFIC blasts: exactly these people (still only guests of the social). */
  userIds: z.array(Id).max(BLAST_LIMITS.maxPickedRecipients).default([]),
  /** Circle blasts. */
  scope: BlastAudienceScope.default('HOSTS_AND_CIRCLE'),
});
export type BlastAudienceFilter = z.infer<typeof BlastAudienceFilter>;
export type BlastAudienceFilterInput = z.input<typeof BlastAudienceFilter>;

const blastText = {
  subject: z.string().trim().max(BLAST_LIMITS.subjectMax).default(''),
  body: z.string().trim().min(1, 'Write a message').max(BLAST_LIMITS.emailBodyMax),
};

/** A new blast from a social's page: send now (no scheduledAt) or at scheduledAt. */
export const CreateBlastBody = z
  .object({
    channel: BlastChannel.default('EMAIL'),
    kind: BlastKind.default('DEFAULT'),
    ...blastText,
    audience: BlastAudienceFilter.default(BlastAudienceFilter.parse({})),
    scheduledAt: z.number().int().positive().optional().describe('Epoch ms; unset: send now'),
  })
  .superRefine(checkChannelText);
export type CreateBlastBody = z.infer<typeof CreateBlastBody>;
export type CreateBlastInput = z.input<typeof CreateBlastBody>;

/** A scheduled blast's edit: any of its fields, before it goes out. */
export const UpdateBlastBody = z
  .object({
    subject: z.string().trim().max(BLAST_LIMITS.subjectMax),
    body: blastText.body,
    audience: BlastAudienceFilter,
    scheduledAt: z.number().int().positive(),
  })
  .partial();
export type UpdateBlastBody = z.infer<typeof UpdateBlastBody>;

/** The generic /blast calls name the social (or the host's subscribers) in the body. */
export const SourcedBlastBody = z
  .object({ source: BlastSource.default('SOCIAL_BLAST'), socialId: Id.optional(), circleId: Id.optional() })
  .and(CreateBlastBody);

function checkChannelText(value: { channel: BlastChannel; subject: string; body: string }, ctx: z.RefinementCtx): void {
  if (value.channel === 'EMAIL' && value.subject.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An e-mail needs a subject' });
  }
  if (value.channel === 'SMS' && value.body.length > BLAST_LIMITS.smsBodyMax) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: `A text message is at most ${BLAST_LIMITS.smsBodyMax} characters` });
  }
}

export const BlastCounts = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  inProgress: z.number().int(),
  canceled: z.number().int(),
});
export type BlastCounts = z.infer<typeof BlastCounts>;

export const Blast = z.object({
  id: Id,
  source: BlastSource,
  socialId: Id.nullable(),
  circleId: Id.nullable(),
  senderId: Id,
  channel: BlastChannel,
  kind: BlastKind,
  subject: z.string(),
  body: z.string(),
  audience: BlastAudienceFilter,
  status: BlastStatus,
  scheduledAt: z.number().nullable(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  createdAt: z.number(),
  counts: BlastCounts,
});
export type Blast = z.infer<typeof Blast>;

export const BlastRecipient = z.object({
  userId: Id,
  name: z.string(),
  address: z.string(),
  status: BlastMessageStatus,
  attempts: z.number().int(),
  error: z.string().nullable(),
  sentAt: z.number().nullable(),
});
export type BlastRecipient = z.infer<typeof BlastRecipient>;

/** One of a circle's blasts as one member got it (GET /circles/{id}/members/{m}/blasted-messages). */
export const MemberBlastedMessage = z.object({
  blastId: Id,
  channel: BlastChannel,
  subject: z.string(),
  body: z.string(),
  senderId: Id,
  /** This person's delivery. */
  status: BlastMessageStatus,
  address: z.string(),
  sentAt: z.number().nullable(),
  startedAt: z.number().nullable(),
});
export type MemberBlastedMessage = z.infer<typeof MemberBlastedMessage>;

/** Who a blast would reach now: how many, and the first few by name. */
export const BlastAudiencePreview = z.object({
  count: z.number().int(),
  /** Guests the filter picks who will not get it: unsubscribed, or no address for the channel. */
  skipped: z.number().int(),
  sample: z.array(z.object({ userId: Id, name: z.string(), address: z.string() })),
});
export type BlastAudiencePreview = z.infer<typeof BlastAudiencePreview>;

export const BlastPreviewBody = z.object({
  channel: BlastChannel.default('EMAIL'),
  subject: z.string().max(BLAST_LIMITS.subjectMax).default(''),
  body: z.string().max(BLAST_LIMITS.emailBodyMax).default(''),
  /** Whose values fill the variables; unset: the first recipient, or the sender. */
  userId: Id.optional(),
  /** Circle blasts: whose values may fill them (the hosts only, or every member). */
  scope: BlastAudienceScope.optional(),
});
export type BlastPreviewBody = z.infer<typeof BlastPreviewBody>;

export const BlastPreview = z.object({ to: z.string(), subject: z.string(), text: z.string(), smsSegments: z.number().int() });
export type BlastPreview = z.infer<typeof BlastPreview>;

export const BlastVariable = z.object({ name: z.string(), token: z.string(), description: z.string(), example: z.string() });
export type BlastVariable = z.infer<typeof BlastVariable>;

export const BlastConfig = z.object({
  channels: z.array(z.object({ channel: BlastChannel, available: z.boolean() })),
  limits: z.object({ subjectMax: z.number(), emailBodyMax: z.number(), smsBodyMax: z.number() }),
  variables: z.array(BlastVariable),
  canAdvanceBlast: z.boolean(),
});
export type BlastConfig = z.infer<typeof BlastConfig>;

/** Someone following a host (GET /hosts/subscribers). */
export const HostSubscriber = z.object({ userId: Id, name: z.string(), email: z.string(), subscribedAt: z.number() });
export type HostSubscriber = z.infer<typeof HostSubscriber>;

/** What the unsubscribe page shows: whose messages (hostId null: every blast), to which address, and whether they stopped. */
export const UnsubscribeInfo = z.object({ hostId: Id.nullable(), hostName: z.string().nullable(), email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;

/** PATCH /hosts/unsubscribe: signed in, by host; or with a message's signed link. */
export const UnsubscribeBody = z
  .object({ hostId: Id.optional(), token: z.string().min(10).max(1000).optional() })
  .refine((body) => body.hostId !== undefined || body.token !== undefined, { message: 'Name the host, or send the link’s token', path: ['hostId'] });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

export const SubscribeBody = z.object({ allHostsOfSocialId: Id.optional().describe('Follow every host of this social') }).default({});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

/** POST /sendRsvpEmails and /sendRsvpSms: a quick note to a social's guests by RSVP status. */
export const SendRsvpMessageBody = z.object({
  socialId: Id,
  statuses: z
    .array(RsvpStatus.extract(['APPROVED', 'WAITLIST', 'PENDING']))
    .min(1)
    .default(['APPROVED']),
  subject: z.string().trim().max(BLAST_LIMITS.subjectMax).default(''),
  body: z.string().trim().min(1, 'Write a message').max(BLAST_LIMITS.emailBodyMax),
});
export type SendRsvpMessageBody = z.infer<typeof SendRsvpMessageBody>;
