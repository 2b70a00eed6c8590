import { randomBytes } from 'node:crypto';
import { profileCompletion, type HostPermissions, type HostPermissionsBody, type Me, type PublicUser, type UpdateMeBody } from '@socials/domain';
import type { Db, DbOrTx, Tx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { pointsBalance } from '../points';
import { listVerifiedEmails } from '../verification';
import { addReportedSteps, loadProfileFacts } from './people.repo';
import { withVerifiedOrganization, withVerifiedSchool } from './affiliations';
import { findUserByEmail, findUserById, findUserBySlug, insertUserUnlessTaken, moveUserToEmail, updateUser, type NewUserRow, type UserRow } from './users.repo';
import { isProfileVisible, requireStaff } from './users.policy';
import type { Caller } from '../../core/caller';
import { toMe, toPublicUser } from './users.views';
import { usersError } from './users.errors';

/** The user's own record with their verified e-mails, points, invite codes and profile completion. */
export async function loadMe(db: Db, row: UserRow): Promise<Me> {
  const [verifiedEmails, points, facts] = await Promise.all([listVerifiedEmails(db, row.id), pointsBalance(db, row.id), loadProfileFacts(db, row.id)]);
  const completion = profileCompletion({
    photoPath: row.photoPath,
    hasPhone: row.phoneCountryCode !== null && row.phoneNumber !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    currentCity: row.currentCity,
    functions: row.functions,
    hasAcademicEntry: row.curAcademic !== null,
    verifiedEmailCategories: verifiedEmails.map((e) => e.emailCategory),
    attendedCount: facts.attendedCount,
    attendedWithDepositCount: facts.attendedWithDepositCount,
    reportedSteps: row.reportedSteps,
    referralCount: facts.referralCount,
  });
  return toMe(row, { verifiedEmails, points, inviteCodes: facts.inviteCodes, completion });
}

/** The signed-in user's row; a deleted account answers as gone. */
export async function requireOwnAccount(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw usersError('ACCOUNT_GONE', 'This account no longer exists');
  return user;
}

/** GET /users/me */
export async function getOwnProfile(db: Db, userId: string): Promise<Me> {
  return loadMe(db, await requireOwnAccount(db, userId));
}

export async function getProfileBySlug(db: Db, slug: string): Promise<PublicUser> {
  const user = await findUserBySlug(db, slug);
  if (!isProfileVisible(user)) throw usersError('NOT_FOUND', 'No user has this profile address');
  return toPublicUser(user);
}

export async function getProfileById(db: Db, id: string): Promise<PublicUser> {
  const user = await findUserById(db, id);
  if (!isProfileVisible(user)) throw usersError('NOT_FOUND', 'No user has this id');
  return toPublicUser(user);
}

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A new user's profile address: random, so that it tells nothing about their e-mail address
 * (profiles are public, the address is not). "member-" and ten characters from 32: 2^50 of them.
 */
export function randomUserSlug(): string {
  const bytes = randomBytes(10);
  return `member-${Array.from(bytes, (byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('')}`;
}

/**
 * The user with this e-mail, created on first sign-in. Concurrent first sign-ins of the same
 * address both end up with the one row (the unique e-mail index decides).
 */
export async function findOrCreateUserByEmail(db: Db, email: string, defaults: { isAdmin?: boolean } = {}): Promise<{ user: UserRow; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalised);
  if (existing) return { user: existing, created: false };

  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await insertUserUnlessTaken(db, { email: normalised, slug: randomUserSlug(), isAdmin: defaults.isAdmin ?? false });
    if (inserted) return { user: inserted, created: true };
    // Either someone else created this e-mail meanwhile, or the random slug collided: look again.
    const raced = await findUserByEmail(db, normalised);
    if (raced) return { user: raced, created: false };
  }
  throw new Error('Could not pick a unique slug for a new user');
}

const emailTaken = () =>
  usersError('EMAIL_TAKEN', 'Another account signs in with this e-mail', {
    fieldErrors: [{ field: 'body.newEmail', message: 'Another account signs in with this e-mail' }],
  });

/**
 * Account retrieval: the account that signs in with `email`, once it may move to `newEmail`. 404
 * when no account uses the old address, 400 when the two are the same, 409 when another account
 * uses the new one.
 */
export async function findAccountToMove(db: DbOrTx, email: string, newEmail: string): Promise<UserRow> {
  const from = email.trim().toLowerCase();
  const to = newEmail.trim().toLowerCase();
  const user = await findUserByEmail(db, from);
  if (!user)
    throw usersError('ACCOUNT_NOT_FOUND', 'No account signs in with this e-mail', {
      fieldErrors: [{ field: 'body.email', message: 'No account signs in with this e-mail' }],
    });
  if (to === from) {
    throw usersError('SAME_SIGN_IN_EMAIL', 'The account signs in with this e-mail already', {
      fieldErrors: [{ field: 'body.newEmail', message: 'Enter a different address from the one you sign in with now' }],
    });
  }
  if (await findUserByEmail(db, to)) throw emailTaken();
  return user;
}

/**
 * Account retrieval: the account that signs in with `email` signs in with `newEmail` from now on,
 * inside the caller's transaction (which has proved both addresses), and every session it had ends
 * (its session version moves on). Refused as findAccountToMove refuses (a race included: the
 * unique index decides).
 */
export async function changeSignInEmail(tx: Tx, email: string, newEmail: string): Promise<UserRow> {
  const user = await findAccountToMove(tx, email, newEmail);
  try {
    const moved = await moveUserToEmail(tx, user.id, newEmail.trim().toLowerCase());
    if (!moved) throw new Error(`User ${user.id} vanished while its e-mail changed`);
    return moved;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** The profile fields the user sent; whether their organization and school are verified is the server's call. */
export async function updateMe(db: Db, id: string, body: UpdateMeBody): Promise<UserRow | undefined> {
  const changes: Partial<NewUserRow> = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.displayName !== undefined) changes.displayName = body.displayName === '' ? null : body.displayName;
  if (body.photoPath !== undefined) changes.photoPath = body.photoPath;
  if (body.currentCity !== undefined) changes.currentCity = body.currentCity === '' ? null : body.currentCity;
  if (body.curPosition || body.curAcademic) {
    const verified = await listVerifiedEmails(db, id);
    if (body.curPosition) changes.curPosition = withVerifiedOrganization(body.curPosition, verified);
    if (body.curAcademic) changes.curAcademic = withVerifiedSchool(body.curAcademic, verified);
  }
  if (body.curPosition === null) changes.curPosition = null;
  if (body.curAcademic === null) changes.curAcademic = null;
  if (body.isSubscribedToUpdate !== undefined) changes.isSubscribedToUpdate = body.isSubscribedToUpdate;
  if (body.newRsvpNotice !== undefined) changes.newRsvpNotice = body.newRsvpNotice;
  if (body.phone !== undefined) {
    changes.phoneCountryCode = body.phone?.countryCode ?? null;
    changes.phoneNumber = body.phone?.phoneNumber ?? null;
  }
  for (const field of ['functions', 'sectors', 'exp', 'learnOff', 'hobbies'] as const) {
    const picked = body[field];
    if (picked !== undefined) changes[field] = [...picked];
  }
  // Together: text the database refuses (a lone surrogate, say) must not leave the steps stored.
  return withTransaction(db, async (tx) => {
    if (body.reportedSteps?.length) await addReportedSteps(tx, id, body.reportedSteps);
    return updateUser(tx, id, changes);
  });
}

/** PATCH /users/me */
export async function updateOwnProfile(db: Db, id: string, body: UpdateMeBody): Promise<Me> {
  await requireOwnAccount(db, id);
  const user = await updateMe(db, id, body);
  if (!user) throw usersError('ACCOUNT_GONE', 'This account no longer exists');
  return loadMe(db, user);
}

/** GET /users/{id}/permissions/social: the features staff turned on for a host. */
export async function getHostFeatures(db: Db, viewer: Caller, userId: string): Promise<HostPermissions> {
  requireStaff(viewer);
  const user = await findUserById(db, userId);
  if (!user) throw usersError('NOT_FOUND', 'User not found');
  return { userId: user.id, hostFeatures: user.hostFeatures };
}

/** PATCH /users/{id}/permissions/social: staff turn host features on or off (ADVANCE_BLAST, MANAGE_ATTENDEES, TABLE_GROUPING). */
export async function setHostFeatures(db: Db, viewer: Caller, userId: string, body: HostPermissionsBody): Promise<HostPermissions> {
  requireStaff(viewer);
  const user = await updateUser(db, userId, { hostFeatures: [...new Set(body.hostFeatures)] });
  if (!user) throw usersError('NOT_FOUND', 'User not found');
  return { userId: user.id, hostFeatures: user.hostFeatures };
}
