import { z } from 'zod';
import {
  AttendeeGrade,
  BlastAttendance,
  BlastAudienceScope,
  BlastChannel,
  BlastKind,
  BlastRsvpStatus,
  CreateBlastBody,
  formatLocalDateTime,
  parseLocalDateTime,
  type Blast,
  type CreateBlastBody as CreateBlastBodyType,
  type CreateBlastInput,
  type BlastAudienceFilterInput,
  type UpdateBlastBody,
} from '@socials/domain';

/** Send at once, or at the time picked in the form. */
export const BlastTiming = z.enum(['NOW', 'LATER']);
export type BlastTiming = z.infer<typeof BlastTiming>;

/**
 * What the composer holds: the contract's field names, so that zod's and the server's errors land
 * on the right control, with the time as the datetime-local input gives it (a wall-clock string).
 */
const BlastFormFields = z.object({
  channel: BlastChannel,
  subject: z.string(),
  body: z.string(),
  kind: BlastKind,
  audience: z.object({
    statuses: z.array(BlastRsvpStatus),
    attendance: BlastAttendance,
    tierIds: z.array(z.string()),
    grades: z.array(AttendeeGrade),
    userIds: z.array(z.string()),
    /** Circle blasts: every active member, or the circle's hosts only. */
    scope: BlastAudienceScope,
  }),
  timing: BlastTiming,
  scheduledAt: z.string(),
});
export type BlastFormValues = z.input<typeof BlastFormFields>;

/** The form's controls a server error may name (fieldErrors "body.audience.statuses.0" → "audience.statuses"). */
export const BLAST_FORM_FIELDS = [
  'subject',
  'body',
  'audience.statuses',
  'audience.attendance',
  'audience.tierIds',
  'audience.grades',
  'audience.userIds',
  'scheduledAt',
] as const;
export type BlastFormField = (typeof BLAST_FORM_FIELDS)[number];

export const blastFormFieldOf = (field: string): BlastFormField | undefined => BLAST_FORM_FIELDS.find((name) => field === name || field.startsWith(`${name}.`));

export const emptyBlastForm = (): BlastFormValues => ({
  channel: 'EMAIL',
  subject: '',
  body: '',
  kind: 'DEFAULT',
  audience: { statuses: ['APPROVED'], attendance: 'ANY', tierIds: [], grades: [], userIds: [], scope: 'HOSTS_AND_CIRCLE' },
  timing: 'NOW',
  scheduledAt: '',
});

const EVERY_BLASTABLE_STATUS = BlastRsvpStatus.options;

/**
 * Whom the form's audience controls pick: the filters, or exactly the people picked by hand (any
 * blastable RSVP, the filters set aside).
 */
export function audienceOf({ kind, audience }: Pick<BlastFormValues, 'kind' | 'audience'>): BlastAudienceFilterInput {
  if (kind === 'USER_SPECIFIC')
    return { statuses: [...EVERY_BLASTABLE_STATUS], attendance: 'ANY', tierIds: [], grades: [], userIds: audience.userIds, scope: audience.scope };
  return { ...audience, userIds: [] };
}

/** A scheduled blast, back in the form for editing. */
export function blastToForm(blast: Blast, timezone: string): BlastFormValues {
  const { statuses, attendance, tierIds, grades, userIds, scope } = blast.audience;
  return {
    channel: blast.channel,
    subject: blast.subject,
    body: blast.body,
    kind: blast.kind,
    audience: { statuses, attendance, tierIds, grades, userIds, scope },
    timing: 'LATER',
    scheduledAt: formatLocalDateTime(blast.scheduledAt, timezone),
  };
}

/**
 * The form's values as the contract's body, checked by the contract itself (CreateBlastBody), so
 * the form refuses what the server would. The time is read in `timezone` (the social's).
 */
export function blastFormSchema(timezone: string, now: () => number = Date.now) {
  return BlastFormFields.superRefine((values, ctx) => {
    if (values.timing !== 'LATER') return;
    const at = parseLocalDateTime(values.scheduledAt, timezone);
    if (at === null) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Choose when to send it' });
    else if (at <= now()) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Pick a time in the future' });
  })
    .transform(
      ({ timing, scheduledAt, ...blast }): CreateBlastInput => ({
        ...blast,
        subject: blast.channel === 'EMAIL' ? blast.subject : '',
        audience: audienceOf(blast),
        scheduledAt: timing === 'LATER' ? (parseLocalDateTime(scheduledAt, timezone) ?? undefined) : undefined,
      }),
    )
    .pipe(CreateBlastBody);
}

/** What an edit of a scheduled blast sends: the channel and kind stay as they were. */
export const toUpdateBody = ({ subject, body, audience, scheduledAt }: CreateBlastBodyType): UpdateBlastBody => ({ subject, body, audience, scheduledAt });
