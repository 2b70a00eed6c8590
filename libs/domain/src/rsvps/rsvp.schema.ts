import { z } from 'zod';
import { AttendanceTakingStatus, AttendeeGrade, RsvpStatus } from '../common/enums';
import { PageQuery, Timestamp } from '../common/common.schema';
import { QuestionAnswer } from '../questionnaire/questionnaire.schema';
import { AttendanceSettings, Rsvp } from '../socials/social.schema';
import { UserSummary } from '../users/user.schema';

/** GET /socials/{id}/rsvps (hosts and staff): filters and paging, oldest RSVP first. */
export const RsvpListQuery = PageQuery.extend({
  status: RsvpStatus.optional(),
  grade: AttendeeGrade.optional(),
  ticketTierId: z.string().uuid().optional(),
});
export type RsvpListQuery = z.infer<typeof RsvpListQuery>;

/** The statuses a host sets on an RSVP (single or bulk); CANCELLED only singly, through DELETE or PATCH. */
export const HostRsvpStatus = z.enum(['APPROVED', 'WAITLIST', 'REJECTED', 'CANCELLED']);
export type HostRsvpStatus = z.infer<typeof HostRsvpStatus>;

/**
 * PATCH /socials/{id}/rsvps/{r}. Two callers, two sets of fields (mixing them is a 400):
 * - hosts and staff: `status` and/or `grade`;
 * - the attendee, on their own RSVP: `ticketTierId`, `answers`, `hideFromGuestList`, and `submit: true`
 *   to complete a PARTIAL_UPDATE RSVP (answers are then checked and a status given as on POST).
 */
export const UpdateRsvpBody = z
  .object({
    status: HostRsvpStatus.optional().describe('Hosts'),
    grade: AttendeeGrade.optional().describe('Hosts'),
    ticketTierId: z.string().optional().describe('Attendee, while the RSVP is PARTIAL_UPDATE'),
    answers: z.array(QuestionAnswer).max(200).optional().describe('Attendee, while the RSVP is PARTIAL_UPDATE'),
    hideFromGuestList: z.boolean().optional().describe('Attendee'),
    submit: z.boolean().optional().describe('Attendee: complete a PARTIAL_UPDATE RSVP'),
  })
  .strict();
export type UpdateRsvpBody = z.infer<typeof UpdateRsvpBody>;

/** PATCH /socials/{id}/rsvps (hosts and staff): approve, waitlist or reject several RSVPs at once. */
export const BulkUpdateRsvpsBody = z
  .object({
    rsvpIds: z
      .array(z.string().uuid())
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'List each RSVP once'),
    status: z.enum(['APPROVED', 'WAITLIST', 'REJECTED']),
  })
  .strict();
export type BulkUpdateRsvpsBody = z.infer<typeof BulkUpdateRsvpsBody>;

/** The RSVPs as they are after a bulk update, in the order asked for. */
export const BulkUpdateRsvpsReply = z.object({ data: z.array(Rsvp) });
export type BulkUpdateRsvpsReply = z.infer<typeof BulkUpdateRsvpsReply>;

/**
 * GET /socials/{id}/homiesgoing: who is going. `count` is every confirmed attendee (APPROVED or
 * ATTENDED); `data` lists those who did not hide themselves, for signed-in callers only
 * (anonymous callers get the count and an empty list).
 */
export const GuestList = z.object({ count: z.number().int(), data: z.array(UserSummary) });
export type GuestList = z.infer<typeof GuestList>;

/** GET and PATCH /socials/{id}/attendance (hosts and staff): the settings, the event's check-in code and the count so far. */
export const AttendanceOverview = AttendanceSettings.extend({
  checkInCode: z.string().describe('What the ATTENDEES_QRCODE QR code shows; attendees send it back as CheckInBody.code'),
  attended: z.number().int(),
  seatHolders: z.number().int().describe('APPROVED + ATTENDED'),
});
export type AttendanceOverview = z.infer<typeof AttendanceOverview>;

/** PATCH /socials/{id}/attendance: move attendance taking (canSetAttendanceTakingStatus). */
export const UpdateAttendanceStatusBody = z.object({ status: AttendanceTakingStatus }).strict();
export type UpdateAttendanceStatusBody = z.infer<typeof UpdateAttendanceStatusBody>;

/** Second-stage (post-RSVP) request status. */
export const PostRsvpRequestStatus = z.enum(['INITIAL', 'PENDING', 'APPROVED', 'WAITLISTED', 'CANCELLED']);
export type PostRsvpRequestStatus = z.infer<typeof PostRsvpRequestStatus>;

/** GET /socials/post-rsvp-request/{id}: the id is the RSVP's id; one request per RSVP. */
export const PostRsvpRequest = z.object({
  id: z.string().describe('The RSVP id'),
  socialId: z.string(),
  status: PostRsvpRequestStatus,
  answers: z.array(QuestionAnswer),
  submittedAt: Timestamp.nullable(),
});
export type PostRsvpRequest = z.infer<typeof PostRsvpRequest>;

/** POST /socials/post-rsvp-request/{id}/submit. */
export const SubmitPostRsvpRequestBody = z.object({ answers: z.array(QuestionAnswer).max(200).default([]) }).strict();
export type SubmitPostRsvpRequestBody = z.infer<typeof SubmitPostRsvpRequestBody>;
