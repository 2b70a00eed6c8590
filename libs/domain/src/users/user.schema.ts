import { z } from 'zod';
import { HostFeature, NewRsvpNotice } from '../common/enums';
import { Timestamp } from '../common/common.schema';
import { VerifiedEmail } from '../verification/verified-email.schema';
import { webUrl } from '../text/web-url.schema';
import { CLIENT_REPORTED_STEPS, PROFILE_COMPLETION_STEPS } from './profile-completion';
import {
  JOB_FUNCTIONS,
  MAX_PROFILE_LIST_PICKS,
  USER_EXPERTISE_LIST,
  USER_HOBBY_LIST,
  USER_INDUSTRY_SECTOR_LIST,
  USER_LEARNING_INTEREST_LIST,
} from './profile-lists';

export const Organization = z.object({
  id: z.string().optional(),
  name: z.string().min(1).max(200),
  isVerified: z.boolean().default(false),
});

export const CurPosition = z.object({
  title: z.string().max(200).default(''),
  organization: Organization,
});
export type CurPosition = z.infer<typeof CurPosition>;

export const CurAcademic = z.object({
  degree: z.string().max(200).default(''),
  classOfGraduation: z.number().int().min(1900).max(2100).nullable().default(null),
  school: z.object({ name: z.string().min(1).max(200), isVerified: z.boolean().default(false) }),
});
export type CurAcademic = z.infer<typeof CurAcademic>;

/** A phone number as the spec splits it: "+1" and "415 555 0100". */
export const Phone = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{0,3}$/, 'A country code such as +1 or +44'),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ()\-.]{4,20}$/, 'Digits, spaces, brackets and dashes only')
    .refine((value) => value.replace(/\D/g, '').length >= 4, 'At least 4 digits'),
});
export type Phone = z.infer<typeof Phone>;

/** Staff set a host's features (PATCH /users/{id}/permissions/social). */
export const HostPermissionsBody = z.object({ hostFeatures: z.array(HostFeature).max(3) }).strict();
export type HostPermissionsBody = z.infer<typeof HostPermissionsBody>;
export const HostPermissions = z.object({ userId: z.string(), hostFeatures: z.array(HostFeature) });
export type HostPermissions = z.infer<typeof HostPermissions>;

/** What anyone may see of a user. */
export const UserSummary = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoPath: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const PublicUser = UserSummary.extend({
  currentCity: z.string().nullable(),
  curPosition: CurPosition.nullable(),
  curAcademic: CurAcademic.nullable(),
  registeredTimestamp: Timestamp,
});
export type PublicUser = z.infer<typeof PublicUser>;

/** A pick of one of the constant profile lists: each entry once, at most MAX_PROFILE_LIST_PICKS. */
const picks = <T extends readonly [string, ...string[]]>(list: T, what: string) =>
  z
    .array(z.enum(list))
    .max(MAX_PROFILE_LIST_PICKS, `Pick at most ${MAX_PROFILE_LIST_PICKS}`)
    .refine((values) => new Set(values).size === values.length, 'Each entry once')
    .describe(what);

/** The profile's lists, by the web apps' names: job functions, industry sectors, expertise, learning interests, hobbies. */
export const ProfileLists = z.object({
  functions: picks(JOB_FUNCTIONS, 'Job functions (JOB_FUNCTIONS)'),
  sectors: picks(USER_INDUSTRY_SECTOR_LIST, 'Industry sectors (USER_INDUSTRY_SECTOR_LIST)'),
  exp: picks(USER_EXPERTISE_LIST, 'Expertise (USER_EXPERTISE_LIST)'),
  learnOff: picks(USER_LEARNING_INTEREST_LIST, 'Learning interests (USER_LEARNING_INTEREST_LIST)'),
  hobbies: picks(USER_HOBBY_LIST, 'Hobbies (USER_HOBBY_LIST)'),
});
export type ProfileLists = z.infer<typeof ProfileLists>;

export const ProfileCompletionStep = z.enum(PROFILE_COMPLETION_STEPS);
export type ProfileCompletionStep = z.infer<typeof ProfileCompletionStep>;
export const ClientReportedStep = z.enum(CLIENT_REPORTED_STEPS);
export type ClientReportedStep = z.infer<typeof ClientReportedStep>;

export const ProfileCompletionReply = z.object({
  steps: z.array(z.object({ step: ProfileCompletionStep, done: z.boolean() })),
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int().min(0).max(100),
});

/** The signed-in user's own record (GET /users/me). */
export const Me = PublicUser.extend({
  // Plain strings: an entry dropped from a list later still reads back.
  functions: z.array(z.string()),
  sectors: z.array(z.string()),
  exp: z.array(z.string()),
  learnOff: z.array(z.string()),
  hobbies: z.array(z.string()),
  email: z.string(),
  isAdmin: z.boolean(),
  isValid: z.boolean(),
  isAnonymous: z.literal(false),
  isSubscribedToUpdate: z.boolean(),
  newRsvpNotice: NewRsvpNotice.describe('How the user, as a host, hears of new RSVPs: a mail each, a daily digest, or none'),
  phone: Phone.nullable().describe('Where text-message blasts reach the user'),
  hostFeatures: z.array(HostFeature).describe('Features staff turned on for this host'),
  verifiedEmails: z.array(VerifiedEmail),
  points: z.number().int().describe('The points balance: the sum of the points ledger'),
  inviteCodes: z.array(z.string()).describe('Oldest first; the share link carries the first as ?ref='),
  completion: ProfileCompletionReply.describe('The eleven profile completion steps and how many are done'),
});
export type Me = z.infer<typeof Me>;

const name = z.string().trim().min(1).max(80);

export const UpdateMeBody = z
  .object({
    firstName: name,
    lastName: name,
    displayName: z.string().trim().max(80).nullable(),
    photoPath: webUrl({ ownPath: true }).nullable(),
    currentCity: z.string().trim().max(120).nullable(),
    curPosition: CurPosition.nullable(),
    curAcademic: CurAcademic.nullable(),
    isSubscribedToUpdate: z.boolean(),
    newRsvpNotice: NewRsvpNotice,
    phone: Phone.nullable(),
    ...ProfileLists.shape,
    reportedSteps: z
      .array(ClientReportedStep)
      .max(CLIENT_REPORTED_STEPS.length)
      .describe('Completion steps only the browser sees (the notification prompt, a calendar export); added to those reported before'),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;
