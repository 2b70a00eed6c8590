import { z } from 'zod';
import {
  AttendanceMethod,
  CancellationWindow,
  CreateSocialBody,
  DEFAULT_CHECK_IN_RADIUS_METERS,
  DEFAULT_NO_SHOW_POLICY,
  NoShowPolicy,
  SOCIAL_LIMITS,
  SOCIAL_TAG_LIMITS,
  TICKET_TIER_LIMITS,
  TicketType,
  UpdateSocialBody,
  WaitlistPromotionMode,
  formatLocalDateTime,
  getDisplayName,
  paidTierPriceIssue,
  pointsTierIssue,
  parseLocalDateTime,
  type Coordinate,
  type DuplicateSocialReply,
  type Question,
  type Social,
  type TicketTierInput,
  webUrl,
} from '@socials/domain';
import { MONEY_INPUT, MONEY_INPUT_MESSAGE, centsOf, dollarsOf } from '../../shared/money-input';
import { QuestionFormValue, questionnaireToBody, questionnaireToForm } from './questionnaire-form';

const WHOLE_NUMBER = /^(\d+)?$/;
const DECIMAL = /^(-?\d+(\.\d+)?)?$/;
const atMost = (characters: number) => `At most ${characters.toLocaleString('en-US')} characters`;

export const TicketTierFormValue = z.object({
  name: z.string().trim().min(1, 'Name the tier').max(TICKET_TIER_LIMITS.nameMax, atMost(TICKET_TIER_LIMITS.nameMax)),
  type: TicketType,
  ticketPrice: z.string().trim().regex(MONEY_INPUT, MONEY_INPUT_MESSAGE),
  depositAmount: z.string().trim().regex(MONEY_INPUT, MONEY_INPUT_MESSAGE),
  quantity: z.string().trim().regex(WHOLE_NUMBER, 'Enter a whole number, or leave it empty'),
  /** A free tier may cost points instead (the RSVP spends them). */
  pointsCost: z.string().trim().regex(WHOLE_NUMBER, 'Enter a whole number of points, or leave it empty').default(''),
});
export type TicketTierFormValue = z.input<typeof TicketTierFormValue>;

export const newTicketTier = (): TicketTierFormValue => ({ name: '', type: 'FREE', ticketPrice: '', depositAmount: '', quantity: '', pointsCost: '' });

/** A co-host: the user id the API takes, and the name to show while editing. */
export const CoHostFormValue = z.object({ id: z.string(), name: z.string() });
export type CoHostFormValue = z.infer<typeof CoHostFormValue>;

/**
 * What the form holds: the contract's field names (so that zod and server errors land on the
 * right input), with the values as the inputs give them: wall-clock strings, '' for none.
 */
export const SocialFormFields = z.object({
  title: z
    .string()
    .trim()
    .min(SOCIAL_LIMITS.titleMin, `Give your social a title of at least ${SOCIAL_LIMITS.titleMin} characters`)
    .max(SOCIAL_LIMITS.titleMax, atMost(SOCIAL_LIMITS.titleMax)),
  description: z.string().max(SOCIAL_LIMITS.descriptionMax, atMost(SOCIAL_LIMITS.descriptionMax)),
  /** The cover image's address ('' for the default banner). */
  splashImageUrl: z.string(),
  eventTimestamp: z.string().min(1, 'Choose when it starts'),
  eventEndTimestamp: z.string().min(1, 'Choose when it ends'),
  timezone: z.string().min(1, 'Choose a time zone'),
  cityId: z.string(),
  isOnline: z.boolean(),
  onlineLink: z.union([z.literal(''), webUrl({ httpsOnly: true }, 'Enter a full web address such as https://meet.example.com/abc')]),
  venueData: z.object({
    name: z.string().trim().max(SOCIAL_LIMITS.venueNameMax, atMost(SOCIAL_LIMITS.venueNameMax)),
    address: z.string().trim().max(SOCIAL_LIMITS.venueAddressMax, atMost(SOCIAL_LIMITS.venueAddressMax)),
  }),
  isPublic: z.boolean(),
  maxCapacity: z.string().trim().regex(WHOLE_NUMBER, 'Enter a whole number of seats, or leave it empty'),
  ticketTiers: z.array(TicketTierFormValue).min(1, 'Add at least one ticket tier'),
  tags: z.string(),
  hostIds: z.array(CoHostFormValue),
  requiresApproval: z.boolean(),
  waitlistPromotionMode: WaitlistPromotionMode,
  cancellationWindow: z.union([CancellationWindow, z.literal('')]),
  noShowPolicy: NoShowPolicy,
  limitsOrganizations: z.boolean(),
  inviteCode: z.string(),
  attendance: z.object({
    methods: z.array(AttendanceMethod),
    radiusMeters: z.string().trim().regex(WHOLE_NUMBER, 'Enter a whole number of metres'),
    venueCoordinate: z.object({
      latitude: z.string().trim().regex(DECIMAL, 'Enter a latitude such as 40.7128'),
      longitude: z.string().trim().regex(DECIMAL, 'Enter a longitude such as -74.0060'),
    }),
  }),
  questionnaire: z.array(QuestionFormValue),
  /** The circle it belongs to ('' for none), and whether only that circle's members see it. */
  circleId: z.string(),
  // A disabled checkbox (no circle chosen) may read as undefined.
  communityOnly: z.boolean().optional(),
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
  values.ticketTiers.forEach((tier, i) => {
    const issue = paidTierPriceIssue({ type: tier.type, ticketPrice: centsOf(tier.ticketPrice), depositAmount: centsOf(tier.depositAmount) });
    if (issue) ctx.addIssue({ code: 'custom', path: ['ticketTiers', i, 'ticketPrice'], message: issue });
    const pointsIssue = pointsTierIssue(tierToBody(tier));
    if (pointsIssue) ctx.addIssue({ code: 'custom', path: ['ticketTiers', i, 'pointsCost'], message: pointsIssue });
  });
  const tags = tagsOf(values.tags);
  if (tags.length > SOCIAL_TAG_LIMITS.maxTags) ctx.addIssue({ code: 'custom', path: ['tags'], message: `At most ${SOCIAL_TAG_LIMITS.maxTags} tags` });
  if (tags.some((tag) => tag.length > SOCIAL_TAG_LIMITS.maxLength)) {
    ctx.addIssue({ code: 'custom', path: ['tags'], message: `Each tag may have at most ${SOCIAL_TAG_LIMITS.maxLength} characters` });
  }
  const { latitude, longitude } = values.attendance.venueCoordinate;
  if ((latitude === '') !== (longitude === '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['attendance', 'venueCoordinate', latitude === '' ? 'latitude' : 'longitude'],
      message: 'Enter both latitude and longitude, or neither',
    });
  }
});

/** "Tech, AI , founders" → ["Tech", "AI", "founders"]. */
export const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

function tierToBody(tier: z.output<typeof TicketTierFormValue>): TicketTierInput {
  return {
    name: tier.name,
    type: tier.type,
    // A free tier has no price, but may hold a deposit against no-shows.
    ticketPrice: tier.type === 'PAID' ? centsOf(tier.ticketPrice) : 0,
    depositAmount: centsOf(tier.depositAmount),
    quantity: tier.quantity === '' ? null : Number(tier.quantity),
    // Only a free tier shows the field: a paid one costs no points whatever was typed before.
    pointsCost: tier.type === 'PAID' || tier.pointsCost === '' ? 0 : Number(tier.pointsCost),
  };
}

function attendanceToBody(attendance: CheckedValues['attendance']) {
  const { latitude, longitude } = attendance.venueCoordinate;
  return {
    methods: attendance.methods,
    radiusMeters: attendance.radiusMeters === '' ? DEFAULT_CHECK_IN_RADIUS_METERS : Number(attendance.radiusMeters),
    venueCoordinate: latitude === '' || longitude === '' ? null : { latitude: Number(latitude), longitude: Number(longitude) },
  };
}

/** The body the API takes: times read in the chosen zone as epoch ms, empty values as null. */
export function toSocialBody(values: CheckedValues): z.input<typeof CreateSocialBody> {
  const capacity = values.maxCapacity === '' ? null : Number(values.maxCapacity);
  const venueName = values.venueData.name;
  return {
    title: values.title,
    splashImageUrl: values.splashImageUrl === '' ? null : values.splashImageUrl,
    description: values.description,
    eventTimestamp: parseIn(values.eventTimestamp, values.timezone) ?? 0,
    eventEndTimestamp: parseIn(values.eventEndTimestamp, values.timezone) ?? 0,
    timezone: values.timezone,
    cityId: values.cityId === '' ? null : values.cityId,
    isOnline: values.isOnline,
    onlineLink: values.isOnline && values.onlineLink !== '' ? values.onlineLink : null,
    isPublic: values.isPublic,
    venue: values.isOnline ? null : venueName || null,
    venueData: values.isOnline ? null : { name: venueName, address: values.venueData.address },
    maxCapacity: capacity,
    ticketTiers: values.ticketTiers.map(tierToBody),
    tags: tagsOf(values.tags),
    hostIds: values.hostIds.map((coHost) => coHost.id),
    requiresApproval: values.requiresApproval,
    waitlistPromotionMode: values.waitlistPromotionMode,
    cancellationWindow: values.cancellationWindow === '' ? null : values.cancellationWindow,
    noShowPolicy: values.noShowPolicy,
    limitsOrganizations: values.limitsOrganizations,
    inviteCode: values.inviteCode.trim() === '' ? null : values.inviteCode.trim(),
    attendance: attendanceToBody(values.attendance),
    questionnaire: questionnaireToBody(values.questionnaire),
    circleId: values.circleId === '' ? null : values.circleId,
    // Members only needs a circle: without one the social is for everyone it is shared with.
    communityOnly: values.circleId !== '' && values.communityOnly === true,
  };
}

export const CreateSocialForm = CheckedSocialForm.transform(toSocialBody).pipe(CreateSocialBody);
export const UpdateSocialForm = CheckedSocialForm.transform((values): z.input<typeof UpdateSocialBody> => toSocialBody(values)).pipe(UpdateSocialBody);

/** The names of the form's inputs, for placing server errors. */
export const SOCIAL_FORM_FIELDS = [
  'title',
  'description',
  'splashImageUrl',
  'eventTimestamp',
  'eventEndTimestamp',
  'timezone',
  'cityId',
  'isOnline',
  'onlineLink',
  'venueData.name',
  'venueData.address',
  'isPublic',
  'maxCapacity',
  'ticketTiers',
  'tags',
  'hostIds',
  'requiresApproval',
  'waitlistPromotionMode',
  'cancellationWindow',
  'noShowPolicy',
  'limitsOrganizations',
  'inviteCode',
  'attendance',
  'questionnaire',
  'circleId',
  'communityOnly',
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
    splashImageUrl: '',
    eventTimestamp: '',
    eventEndTimestamp: '',
    timezone,
    cityId: '',
    isOnline: false,
    onlineLink: '',
    venueData: { name: '', address: '' },
    isPublic: false,
    maxCapacity: '',
    ticketTiers: [{ ...newTicketTier(), name: 'General admission' }],
    tags: '',
    hostIds: [],
    requiresApproval: false,
    waitlistPromotionMode: 'MANUAL',
    cancellationWindow: '',
    noShowPolicy: DEFAULT_NO_SHOW_POLICY,
    limitsOrganizations: false,
    inviteCode: '',
    attendance: { methods: [], radiusMeters: String(DEFAULT_CHECK_IN_RADIUS_METERS), venueCoordinate: { latitude: '', longitude: '' } },
    questionnaire: [],
    circleId: '',
    communityOnly: false,
  };
}

/** What create, edit and copy have in common beyond the basic fields. */
interface SocialSettings {
  ticketTiers: readonly TicketTierInput[];
  tags: readonly string[];
  coHosts: CoHostFormValue[];
  requiresApproval: boolean;
  waitlistPromotionMode: WaitlistPromotionMode;
  cancellationWindow: CancellationWindow | null;
  noShowPolicy: NoShowPolicy;
  limitsOrganizations: boolean;
  attendance: { methods: readonly AttendanceMethod[]; radiusMeters: number; venueCoordinate: Coordinate | null };
  questionnaire: readonly Question[];
}

type SettingsFormValues = Pick<
  SocialFormValues,
  | 'ticketTiers'
  | 'tags'
  | 'hostIds'
  | 'requiresApproval'
  | 'waitlistPromotionMode'
  | 'cancellationWindow'
  | 'noShowPolicy'
  | 'limitsOrganizations'
  | 'attendance'
  | 'questionnaire'
>;

function settingsToFormValues(settings: SocialSettings): SettingsFormValues {
  const coordinate = settings.attendance.venueCoordinate;
  return {
    ticketTiers: settings.ticketTiers.map((tier) => ({
      name: tier.name,
      type: tier.type,
      ticketPrice: dollarsOf(tier.ticketPrice),
      depositAmount: dollarsOf(tier.depositAmount),
      quantity: tier.quantity === null ? '' : String(tier.quantity),
      pointsCost: tier.pointsCost ? String(tier.pointsCost) : '',
    })),
    tags: settings.tags.join(', '),
    hostIds: settings.coHosts,
    requiresApproval: settings.requiresApproval,
    waitlistPromotionMode: settings.waitlistPromotionMode,
    cancellationWindow: settings.cancellationWindow ?? '',
    noShowPolicy: settings.noShowPolicy,
    limitsOrganizations: settings.limitsOrganizations,
    attendance: {
      methods: [...settings.attendance.methods],
      radiusMeters: String(settings.attendance.radiusMeters),
      venueCoordinate: coordinate ? { latitude: String(coordinate.latitude), longitude: String(coordinate.longitude) } : { latitude: '', longitude: '' },
    },
    questionnaire: questionnaireToForm(settings.questionnaire),
  };
}

/** An existing social as form values, its times shown in its own zone. */
export function socialToFormValues(social: Social): SocialFormValues {
  return {
    ...settingsToFormValues({
      ...social,
      coHosts: social.hosts.filter((coHost) => coHost.id !== social.owner.id).map((coHost) => ({ id: coHost.id, name: getDisplayName(coHost) || coHost.slug })),
    }),
    title: social.title,
    description: social.description,
    splashImageUrl: social.splashImageUrl ?? '',
    eventTimestamp: formatLocalDateTime(social.eventTimestamp, social.timezone),
    eventEndTimestamp: formatLocalDateTime(social.eventEndTimestamp, social.timezone),
    timezone: social.timezone,
    cityId: social.cityId ?? '',
    isOnline: social.isOnline,
    onlineLink: social.onlineLink ?? '',
    venueData: { name: social.venueData?.name || social.venue || '', address: social.venueData?.address ?? '' },
    isPublic: social.isPublic,
    maxCapacity: social.maxCapacity === null ? '' : String(social.maxCapacity),
    inviteCode: social.inviteCode ?? '',
    circleId: social.circleId ?? '',
    communityOnly: social.communityOnly,
  };
}

/**
 * A copy body (GET /socials/{id}/duplicate) as form values for a new social. Co-hosts come as ids
 * only: their names are not part of the copy.
 */
export function copyToFormValues(copy: DuplicateSocialReply, fallbackZone: string): SocialFormValues {
  const empty = emptySocialFormValues(copy.timezone || fallbackZone);
  return {
    ...empty,
    ...settingsToFormValues({
      ticketTiers: copy.ticketTiers ?? [],
      tags: copy.tags ?? [],
      coHosts: (copy.hostIds ?? []).map((id) => ({ id, name: id })),
      requiresApproval: copy.requiresApproval ?? false,
      waitlistPromotionMode: copy.waitlistPromotionMode ?? 'MANUAL',
      cancellationWindow: copy.cancellationWindow ?? null,
      noShowPolicy: copy.noShowPolicy ?? DEFAULT_NO_SHOW_POLICY,
      limitsOrganizations: copy.limitsOrganizations ?? false,
      attendance: {
        methods: copy.attendance?.methods ?? [],
        radiusMeters: copy.attendance?.radiusMeters ?? DEFAULT_CHECK_IN_RADIUS_METERS,
        venueCoordinate: copy.attendance?.venueCoordinate ?? null,
      },
      questionnaire: copy.questionnaire ?? [],
    }),
    ...(copy.ticketTiers && copy.ticketTiers.length > 0 ? {} : { ticketTiers: empty.ticketTiers }),
    title: copy.title,
    description: copy.description ?? '',
    splashImageUrl: copy.splashImageUrl ?? '',
    eventTimestamp: formatLocalDateTime(copy.eventTimestamp, copy.timezone),
    eventEndTimestamp: formatLocalDateTime(copy.eventEndTimestamp, copy.timezone),
    cityId: copy.cityId ?? '',
    isOnline: copy.isOnline ?? false,
    onlineLink: copy.onlineLink ?? '',
    venueData: { name: copy.venueData?.name || copy.venue || '', address: copy.venueData?.address ?? '' },
    isPublic: copy.isPublic ?? false,
    maxCapacity: copy.maxCapacity === null || copy.maxCapacity === undefined ? '' : String(copy.maxCapacity),
    circleId: copy.circleId ?? '',
    communityOnly: copy.communityOnly ?? false,
  };
}
