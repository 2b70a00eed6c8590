import { z } from 'zod';
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
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;
