import {
  CONFERENCE_LIMITS,
  formatLocalDateTime,
  parseLocalDateTime,
  VerifiedEmailRequirement,
  webUrl,
  type Conference,
  type UpdateConferenceBody,
} from '@socials/domain';
import { z } from 'zod';

const required = (what: string) => z.string().trim().min(1, `Enter ${what}`);
const dollars = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'A price such as 250 or 249.99');
const count = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}$/, 'A whole number of tickets, at least 1')
  .refine((typed) => Number(typed) <= CONFERENCE_LIMITS.passQuantityMax, `At most ${CONFERENCE_LIMITS.passQuantityMax.toLocaleString('en-US')} tickets`);

/** The form as typed: text everywhere, times as datetime-local values in the conference's zone. */
export const ConferenceFormSchema = z
  .object({
    name: z.string().trim().min(CONFERENCE_LIMITS.nameMin, `At least ${CONFERENCE_LIMITS.nameMin} characters`).max(CONFERENCE_LIMITS.nameMax),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes')
      .min(CONFERENCE_LIMITS.slugMin, `At least ${CONFERENCE_LIMITS.slugMin} characters`)
      .max(CONFERENCE_LIMITS.slugMax),
    tagline: z.string().trim().max(CONFERENCE_LIMITS.taglineMax),
    startsAt: required('the start'),
    endsAt: required('the end'),
    timezone: required('the time zone'),
    venueName: z.string().trim().max(CONFERENCE_LIMITS.venueNameMax),
    venueAddress: z.string().trim().max(CONFERENCE_LIMITS.venueAddressMax),
    domain: z.string().trim().max(253),
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb'),
    accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb'),
    logoUrl: z.union([z.literal(''), webUrl({}, 'A full address, https://…')]),
    heroImageUrl: z.union([z.literal(''), webUrl({}, 'A full address, https://…')]),
    published: z.boolean(),
    /** '': buyers need no verified e-mail. */
    requiredVerifiedEmail: z.union([z.literal(''), VerifiedEmailRequirement]),
    passes: z.array(z.object({ id: z.string().optional(), name: required('a name'), price: dollars, quantity: count })).max(CONFERENCE_LIMITS.maxPasses),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, { message: 'The conference ends after it starts', path: ['endsAt'] });
export type ConferenceFormValues = z.infer<typeof ConferenceFormSchema>;

/** The form's fields in screen order, for the server's field errors. */
export const CONFERENCE_FORM_FIELDS = [
  'name',
  'slug',
  'tagline',
  'startsAt',
  'endsAt',
  'timezone',
  'venueName',
  'venueAddress',
  'domain',
  'branding',
  'published',
  'requiredVerifiedEmail',
  'passes',
] as const;

export const EMPTY_CONFERENCE: ConferenceFormValues = {
  name: '',
  slug: '',
  tagline: '',
  startsAt: '',
  endsAt: '',
  timezone: 'America/New_York',
  venueName: '',
  venueAddress: '',
  domain: '',
  primaryColor: '#4f46e5',
  accentColor: '#0f766e',
  logoUrl: '',
  heroImageUrl: '',
  published: false,
  requiredVerifiedEmail: '',
  passes: [{ name: 'General admission', price: '0', quantity: '100' }],
};

export function conferenceFormValues(conference: Conference): ConferenceFormValues {
  return {
    name: conference.name,
    slug: conference.slug,
    tagline: conference.tagline,
    startsAt: formatLocalDateTime(conference.startsAt, conference.timezone),
    endsAt: formatLocalDateTime(conference.endsAt, conference.timezone),
    timezone: conference.timezone,
    venueName: conference.venueName,
    venueAddress: conference.venueAddress,
    domain: conference.domain ?? '',
    primaryColor: conference.branding.primaryColor,
    accentColor: conference.branding.accentColor,
    logoUrl: conference.branding.logoUrl ?? '',
    heroImageUrl: conference.branding.heroImageUrl ?? '',
    published: conference.published,
    requiredVerifiedEmail: conference.requiredVerifiedEmail ?? '',
    passes: conference.passes.map((pass) => ({ id: pass.id, name: pass.name, price: (pass.priceCents / 100).toString(), quantity: String(pass.quantity) })),
  };
}

/** What the API takes: times read in the conference's zone, prices in cents. */
export function conferenceBody(
  values: ConferenceFormValues,
): UpdateConferenceBody & { slug: string; name: string; startsAt: number; endsAt: number; timezone: string } {
  return {
    name: values.name,
    slug: values.slug,
    tagline: values.tagline,
    startsAt: parseLocalDateTime(values.startsAt, values.timezone) ?? 0,
    endsAt: parseLocalDateTime(values.endsAt, values.timezone) ?? 0,
    timezone: values.timezone,
    venueName: values.venueName,
    venueAddress: values.venueAddress,
    domain: values.domain === '' ? null : values.domain,
    published: values.published,
    requiredVerifiedEmail: values.requiredVerifiedEmail === '' ? null : values.requiredVerifiedEmail,
    branding: {
      primaryColor: values.primaryColor,
      accentColor: values.accentColor,
      logoUrl: values.logoUrl || null,
      heroImageUrl: values.heroImageUrl || null,
    },
    passes: values.passes.map((pass) => ({
      ...(pass.id ? { id: pass.id } : {}),
      name: pass.name,
      description: '',
      priceCents: Math.round(Number(pass.price) * 100),
      quantity: Number(pass.quantity),
      saleStartsAt: null,
      saleEndsAt: null,
    })),
  };
}
