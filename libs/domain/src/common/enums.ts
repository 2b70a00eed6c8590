import { z } from 'zod';

export const RsvpStatus = z.enum(['INITIAL', 'PARTIAL_UPDATE', 'APPROVED', 'CANCELLED', 'PENDING', 'REJECTED', 'WAITLIST', 'ATTENDED', 'HIDDEN']);
export type RsvpStatus = z.infer<typeof RsvpStatus>;

export const PublicApprovalStatus = z.enum(['DECLINED', 'PENDING', 'REVISION_NEEDED', 'APPROVED', 'APPROVED_FEATURE']);
export type PublicApprovalStatus = z.infer<typeof PublicApprovalStatus>;

/** How a host hears of a new RSVP to their socials: a mail each time, one mail a day, or not at all. */
export const NewRsvpNotice = z.enum(['IMMEDIATE', 'DAILY_DIGEST', 'OFF']);
export type NewRsvpNotice = z.infer<typeof NewRsvpNotice>;

export const TicketType = z.enum(['FREE', 'PAID']);
export type TicketType = z.infer<typeof TicketType>;

export const AttendeeRole = z.enum(['HOST', 'ATTENDEE']);
export type AttendeeRole = z.infer<typeof AttendeeRole>;

export const QuestionType = z.enum([
  'SHORT_TEXT',
  'LONG_TEXT',
  'MULTIPLE_CHOICES',
  'SINGLE_CHECKBOX',
  'MOBILE',
  'ORGANIZATION_EMAIL_VERIFICATION',
  'COMPANY_VERIFICATION',
  'SCHOOL_VERIFICATION',
  'CUSTOM_CHECKBOX',
  'COORDINATE',
]);
export type QuestionType = z.infer<typeof QuestionType>;

export const Visibility = z.enum(['PUBLIC', 'COMMUNITY_ONLY', 'PRIVATE']);
export type Visibility = z.infer<typeof Visibility>;

export const AttendanceMethod = z.enum(['HOST_QRCODE', 'ATTENDEES_QRCODE', 'GPS']);
export type AttendanceMethod = z.infer<typeof AttendanceMethod>;

export const AttendanceTakingStatus = z.enum(['PENDING', 'OPEN', 'PARTIAL_COMPLETED', 'COMPLETED', 'CLOSED', 'OFF']);
export type AttendanceTakingStatus = z.infer<typeof AttendanceTakingStatus>;

export const CancellationWindow = z.enum(['WITHIN72H', 'WITHIN24H', 'BEFORE3H']);
export type CancellationWindow = z.infer<typeof CancellationWindow>;

export const AttendeeGrade = z.enum(['YES_GRADE', 'NO_GRADE', 'MAYBE_GRADE', 'UNGRADED']);
export type AttendeeGrade = z.infer<typeof AttendeeGrade>;

export const SupportEmailType = z.enum([
  'GENERAL',
  'RSVP',
  'WAIT_LIST',
  'ACCOUNT_RECOVERY',
  'CONTACT_US',
  'COMMUNITY_ACCESS',
  'SPONSORSHIP',
  'EVENT_REQUEST',
  'SALES_ENTERPRISE',
  'EVENT_PARTNERSHIPS',
]);
export type SupportEmailType = z.infer<typeof SupportEmailType>;

export const RefundType = z.enum(['FULL', 'TICKET_ONLY', 'DEPOSIT_ONLY', 'CUSTOM']);
export type RefundType = z.infer<typeof RefundType>;

export const RefundReason = z.enum(['ATTENDEE_ASK_TO_CANCEL', 'MISTAKENLY_APPROVE', 'CUSTOM']);
export type RefundReason = z.infer<typeof RefundReason>;

/** Features staff turn on per host (PATCH /users/{id}/permissions/social). */
export const HostFeature = z.enum(['MANAGE_ATTENDEES', 'ADVANCE_BLAST', 'TABLE_GROUPING']);
export type HostFeature = z.infer<typeof HostFeature>;
