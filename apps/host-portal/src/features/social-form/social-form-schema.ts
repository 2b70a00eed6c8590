import { z } from 'zod';
import {
  CreateSocialBody,
  UpdateSocialBody,
  formatLocalDateTime,
  parseLocalDateTime,
  type Social,
} from '@socials/domain';

/**
 * What the form holds: the contract's field names (so that zod and server errors land on the
 * right input), with the values as the inputs give them: wall-clock strings, '' for none.
 */
export const SocialFormFields = z.object({
  title: z.string().trim().min(3, 'Give your social a title of at least 3 characters').max(200, 'At most 200 characters'),
  description: z.string().max(20_000, 'At most 20,000 characters'),
  eventTimestamp: z.string().min(1, 'Choose when it starts'),
  eventEndTimestamp: z.string().min(1, 'Choose when it ends'),
  timezone: z.string().min(1, 'Choose a time zone'),
  cityId: z.string(),
  isOnline: z.boolean(),
  venueData: z.object({
    name: z.string().trim().max(200, 'At most 200 characters'),
    address: z.string().trim().max(500, 'At most 500 characters'),
  }),
  isPublic: z.boolean(),
  maxCapacity: z.string().trim().regex(/^(\d+)?$/, 'Enter a whole number of seats, or leave it empty'),
});
export type SocialFormValues = z.input<typeof SocialFormFields>;
type CheckedValues = z.output<typeof SocialFormFields>;

const parseIn = (value: string, zone: string) => parseLocalDateTime(value, zone);

/** Checks that span fields; they run once the fields involved are readable, whatever else is wrong. */
const CheckedSocialForm = SocialFormFields.superRefine((values, ctx) => {
  if (!values.isOnline && values.venueData.name === '') {
    ctx.addIssue({ code: 'custom', path: ['venueData', 'name'], message: 'Enter the venue name, or mark the social as online' });
  }
  const start = parseIn(values.eventTimestamp, values.timezone);
  const end = parseIn(values.eventEndTimestamp, values.timezone);
  if (start === null) ctx.addIssue({ code: 'custom', path: ['eventTimestamp'], message: 'Enter a valid date and time' });
  if (end === null) ctx.addIssue({ code: 'custom', path: ['eventEndTimestamp'], message: 'Enter a valid date and time' });
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['eventEndTimestamp'], message: 'The event must end after it starts' });
  }
});

/** The body the API takes: times read in the chosen zone as epoch ms, empty values as null. */
export function toSocialBody(values: CheckedValues): z.input<typeof CreateSocialBody> {
  const capacity = values.maxCapacity === '' ? null : Number(values.maxCapacity);
  const venueName = values.venueData.name;
  return {
    title: values.title,
    description: values.description,
    eventTimestamp: parseIn(values.eventTimestamp, values.timezone) ?? 0,
    eventEndTimestamp: parseIn(values.eventEndTimestamp, values.timezone) ?? 0,
    timezone: values.timezone,
    cityId: values.cityId === '' ? null : values.cityId,
    isOnline: values.isOnline,
    isPublic: values.isPublic,
    venue: values.isOnline ? null : venueName || null,
    venueData: values.isOnline ? null : { name: venueName, address: values.venueData.address },
    maxCapacity: capacity,
  };
}

export const CreateSocialForm = CheckedSocialForm.transform(toSocialBody).pipe(CreateSocialBody);
export const UpdateSocialForm = CheckedSocialForm.transform((values): z.input<typeof UpdateSocialBody> => toSocialBody(values)).pipe(
  UpdateSocialBody,
);

/** The names of the form's inputs, for placing server errors. */
export const SOCIAL_FORM_FIELDS = [
  'title',
  'description',
  'eventTimestamp',
  'eventEndTimestamp',
  'timezone',
  'cityId',
  'isOnline',
  'venueData.name',
  'venueData.address',
  'isPublic',
  'maxCapacity',
] as const;
export type SocialFormField = (typeof SOCIAL_FORM_FIELDS)[number];

/** The browser's zone when we list it, else New York. */
export function defaultTimeZone(options: readonly string[]): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return options.includes(zone) ? zone : 'America/New_York';
}

export function emptySocialFormValues(timezone: string): SocialFormValues {
  return {
    title: '',
    description: '',
    eventTimestamp: '',
    eventEndTimestamp: '',
    timezone,
    cityId: '',
    isOnline: false,
    venueData: { name: '', address: '' },
    isPublic: false,
    maxCapacity: '',
  };
}

/** An existing social as form values, its times shown in its own zone. */
export function socialToFormValues(social: Social): SocialFormValues {
  return {
    title: social.title,
    description: social.description,
    eventTimestamp: formatLocalDateTime(social.eventTimestamp, social.timezone),
    eventEndTimestamp: formatLocalDateTime(social.eventEndTimestamp, social.timezone),
    timezone: social.timezone,
    cityId: social.cityId ?? '',
    isOnline: social.isOnline,
    venueData: { name: social.venueData?.name || social.venue || '', address: social.venueData?.address ?? '' },
    isPublic: social.isPublic,
    maxCapacity: social.maxCapacity === null ? '' : String(social.maxCapacity),
  };
}
