import { z } from 'zod';
import { SupportEmailType } from '../common/enums';
import { POINTS_REASONS } from './points';
import { PageMeta, PageQuery, Timestamp } from '../common/common.schema';
import { UpdateMeBody, UserSummary } from './user.schema';

export const PointsReason = z.enum(POINTS_REASONS);
export type PointsReason = z.infer<typeof PointsReason>;

export const PointsEntry = z.object({
  id: z.string(),
  delta: z.number().int().describe('Points added (positive) or spent (negative)'),
  reason: PointsReason,
  reference: z.string().describe('What the points were for (a verified e-mail category, an RSVP)'),
  createdAt: Timestamp,
});
export type PointsEntry = z.infer<typeof PointsEntry>;

export const PointsQuery = PageQuery;
export type PointsQuery = z.infer<typeof PointsQuery>;

/** GET /users/me/points: the balance and a page of the ledger, newest first. */
export const PointsReply = z.object({ balance: z.number().int(), data: z.array(PointsEntry), meta: PageMeta });
export type PointsReply = z.infer<typeof PointsReply>;

/** Invite codes are eight characters of an alphabet without look-alikes (no 0, O, 1, I). */
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

export function isInviteCode(value: string): boolean {
  return INVITE_CODE_PATTERN.test(value.trim().toUpperCase());
}

/** Most invite codes one user may hold. */
export const MAX_INVITE_CODES = 5;

/** POST /createInviteCodeRequest: a new invite code for the caller. */
export const InviteCodeReply = z.object({
  code: z.string(),
  inviteCodes: z.array(z.string()).describe("All the caller's codes, oldest first"),
});
export type InviteCodeReply = z.infer<typeof InviteCodeReply>;

/** The support address's inbox reads these; the name and address are whom to answer. */
export const SupportEmailBody = z
  .object({
    type: SupportEmailType,
    name: z.string().trim().min(1, 'Enter your name').max(120, 'At most 120 characters'),
    email: z.string().trim().email('Enter an e-mail address such as you@example.com').max(254),
    message: z.string().trim().min(10, 'Write at least 10 characters').max(5000, 'At most 5000 characters'),
  })
  .strict();
export type SupportEmailBody = z.infer<typeof SupportEmailBody>;

export const SUPPORT_EMAIL_TYPE_LABELS: Record<SupportEmailType, string> = {
  GENERAL: 'General question',
  RSVP: 'An RSVP',
  WAIT_LIST: 'A wait list',
  ACCOUNT_RECOVERY: 'Getting into my account',
  CONTACT_US: 'Something else',
  COMMUNITY_ACCESS: 'Access to a community',
  SPONSORSHIP: 'Sponsorship',
  EVENT_REQUEST: 'Requesting an event',
  SALES_ENTERPRISE: 'Enterprise plans',
  EVENT_PARTNERSHIPS: 'Event partnerships',
};

export const SupportEmailReply = z.object({ ok: z.literal(true) });

/** POST /users/scan: the profile slug read from another attendee's QR code. */
export const ScanUserBody = z.object({ slug: z.string().trim().min(1).max(200) }).strict();
export type ScanUserBody = z.infer<typeof ScanUserBody>;

export const ConnectionReply = z.object({
  user: UserSummary,
  connectedAt: Timestamp,
  isNew: z.boolean().describe('false when the two were connected already'),
});
export type ConnectionReply = z.infer<typeof ConnectionReply>;

/** GET /users/me/suggested-users: people to meet, with what they share with the caller. */
export const SuggestedUser = UserSummary.extend({ shared: z.array(z.string()).describe('Entries of the profile lists both picked') });
export const SuggestedUsersReply = z.object({ data: z.array(SuggestedUser) });
export type SuggestedUsersReply = z.infer<typeof SuggestedUsersReply>;

/** GET /users/{id}/statistics. */
export const UserStatistics = z.object({
  userId: z.string(),
  hostedSocials: z.number().int(),
  attendedSocials: z.number().int(),
  connections: z.number().int(),
});
export type UserStatistics = z.infer<typeof UserStatistics>;

/** POST /users: a new account's first details, and the invite code of the link that brought them. */
export const RegisterBody = UpdateMeBody.extend({
  referralCode: z.string().trim().min(1).max(40).optional().describe('The ?ref= of the share link: an invite code of the user who invited them'),
}).strict();
export type RegisterBody = z.infer<typeof RegisterBody>;

/** DELETE /users/me: the account's own e-mail address, typed again to confirm. */
export const DeleteAccountBody = z.object({ email: z.string().trim().min(1, 'Type your e-mail address').max(254) }).strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
