import { z } from 'zod';
import { HostFeature, NewRsvpNotice } from '../enums/enums';
import { Timestamp } from './common.schema';
import { VerifiedEmail } from './verified-email.schema';

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
  countryCode: z.string().trim().regex(/^\+[1-9]\d{0,3}$/, 'A country code such as +1 or +44'),
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

/** The signed-in user's own record (GET /users/me). */
export const Me = PublicUser.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  isValid: z.boolean(),
  isAnonymous: z.literal(false),
  isSubscribedToUpdate: z.boolean(),
  newRsvpNotice: NewRsvpNotice.describe('How the user, as a host, hears of new RSVPs: a mail each, a daily digest, or none'),
  phone: Phone.nullable().describe('Where text-message blasts reach the user'),
  hostFeatures: z.array(HostFeature).describe('Features staff turned on for this host'),
  verifiedEmails: z.array(VerifiedEmail),
});
export type Me = z.infer<typeof Me>;

const name = z.string().trim().min(1).max(80);

export const UpdateMeBody = z
  .object({
    firstName: name,
    lastName: name,
    displayName: z.string().trim().max(80).nullable(),
    photoPath: z.string().url().max(2000).nullable(),
    currentCity: z.string().trim().max(120).nullable(),
    curPosition: CurPosition.nullable(),
    curAcademic: CurAcademic.nullable(),
    isSubscribedToUpdate: z.boolean(),
    newRsvpNotice: NewRsvpNotice,
    phone: Phone.nullable(),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;
