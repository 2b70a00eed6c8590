import type { Me, PublicUser, UserSummary, VerifiedEmail } from '@socials/domain';
import type { UserRow } from './users.repo';

export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    photoPath: row.photoPath,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    ...toUserSummary(row),
    currentCity: row.currentCity,
    curPosition: row.curPosition ?? null,
    curAcademic: row.curAcademic ?? null,
    registeredTimestamp: row.createdAt.getTime(),
  };
}

export interface MeExtras {
  verifiedEmails: VerifiedEmail[];
  points: number;
  inviteCodes: string[];
  completion: Me['completion'];
}

export function toMe(row: UserRow, { verifiedEmails, points, inviteCodes, completion }: MeExtras): Me {
  return {
    ...toPublicUser(row),
    email: row.email,
    isAdmin: row.isAdmin,
    isValid: row.isValid,
    isAnonymous: false,
    isSubscribedToUpdate: row.isSubscribedToUpdate,
    newRsvpNotice: row.newRsvpNotice,
    phone: row.phoneCountryCode && row.phoneNumber ? { countryCode: row.phoneCountryCode, phoneNumber: row.phoneNumber } : null,
    hostFeatures: row.hostFeatures,
    verifiedEmails,
    functions: row.functions,
    sectors: row.sectors,
    exp: row.exp,
    learnOff: row.learnOff,
    hobbies: row.hobbies,
    points,
    inviteCodes,
    completion,
  };
}
