import { randomBytes } from 'node:crypto';
import {
  MAX_INVITE_CODES,
  type ConnectionReply,
  type InviteCodeReply,
  type Me,
  type RegisterBody,
  type SuggestedUsersReply,
  type UserStatistics,
} from '@socials/domain';
import type { Db } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import {
  anonymiseUser,
  countUpcomingActiveRsvps,
  countUpcomingHostedSocials,
  findInviteCodeOwner,
  insertConnection,
  insertInviteCode,
  listInviteCodes,
  listSuggestedUsers,
  loadUserStatistics,
  lockUser,
  setReferrerOnce,
} from './people.repo';
import { findUserById, findUserBySlug } from './users.repo';
import { isProfileVisible } from './users.policy';
import { loadMe, requireOwnAccount, updateMe } from './users.service';
import { toUserSummary } from './users.views';
import { usersError } from './users.errors';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters from 32: short enough to read out, 2^40 of them. */
function randomInviteCode(): string {
  return Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** POST /createInviteCodeRequest: a new invite code for the caller, up to MAX_INVITE_CODES each. */
export async function createInviteCode(db: Db, userId: string): Promise<InviteCodeReply> {
  return withTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.deletedAt) throw usersError('ACCOUNT_GONE', 'This account no longer exists');
    const existing = await listInviteCodes(tx, userId);
    if (existing.length >= MAX_INVITE_CODES) {
      throw usersError('INVITE_CODE_LIMIT', `You have ${MAX_INVITE_CODES} invite codes already: share one of them`);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomInviteCode();
      if (await insertInviteCode(tx, userId, code)) return { code, inviteCodes: [...existing, code] };
    }
    throw new Error('Could not pick a unique invite code');
  });
}

/**
 * POST /users: the new account's first details and the invite code (the ?ref= of the link that
 * brought them) of whoever invited them, credited once and never to themselves.
 */
export async function registerOwnAccount(db: Db, userId: string, body: RegisterBody): Promise<Me> {
  const { referralCode, ...profile } = body;
  await requireOwnAccount(db, userId);
  if (referralCode !== undefined) {
    const referrerId = await findInviteCodeOwner(db, referralCode.trim().toUpperCase());
    if (!referrerId || referrerId === userId) {
      const problem = referrerId ? 'This is your own invite code' : 'No one has this invite code';
      throw usersError('INVALID_REFERRAL_CODE', problem, { fieldErrors: [{ field: 'body.referralCode', message: problem }] });
    }
    await setReferrerOnce(db, userId, referrerId);
  }
  const user = await updateMe(db, userId, profile);
  if (!user) throw usersError('ACCOUNT_GONE', 'This account no longer exists');
  return loadMe(db, user);
}

/**
 * DELETE /users/me: refused (409) while the user hosts a social that has not ended or holds an RSVP
 * to one (cancelling it is theirs to do, with its refund terms); otherwise the account is
 * anonymised, its sessions end and it can no longer sign in.
 */
export async function deleteOwnAccount(db: Db, userId: string, confirmEmail: string): Promise<void> {
  const now = new Date();
  await withTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.deletedAt) throw usersError('ACCOUNT_GONE', 'This account no longer exists');
    if (confirmEmail.trim().toLowerCase() !== user.email) {
      const message = 'Type the e-mail address you sign in with';
      throw usersError('DELETE_NOT_CONFIRMED', message, { fieldErrors: [{ field: 'body.email', message }] });
    }
    const hosted = await countUpcomingHostedSocials(tx, userId, now);
    if (hosted > 0) {
      throw usersError(
        'ACCOUNT_HOSTS_UPCOMING_SOCIALS',
        `You host ${hosted === 1 ? 'a social that has' : `${hosted} socials that have`} not ended: cancel ${hosted === 1 ? 'it' : 'them'} or hand ${hosted === 1 ? 'it' : 'them'} to a co-host before deleting your account`,
      );
    }
    const going = await countUpcomingActiveRsvps(tx, userId, now);
    if (going > 0) {
      throw usersError(
        'ACCOUNT_HAS_UPCOMING_RSVPS',
        `You have ${going === 1 ? 'an RSVP' : `${going} RSVPs`} to socials that have not ended: cancel ${going === 1 ? 'it' : 'them'} first (any refund follows the social's terms)`,
      );
    }
    await anonymiseUser(tx, userId, now);
  });
}

/** POST /users/scan: the caller scanned another attendee's QR code (their profile slug); the two are connected once. */
export async function connectByScan(db: Db, userId: string, slug: string): Promise<ConnectionReply> {
  await requireOwnAccount(db, userId);
  const other = await findUserBySlug(db, slug);
  if (!isProfileVisible(other) || other.deletedAt) {
    throw usersError('NOT_FOUND', 'No attendee has this code', { fieldErrors: [{ field: 'body.slug', message: 'No attendee has this code' }] });
  }
  if (other.id === userId)
    throw usersError('CANNOT_CONNECT_TO_SELF', 'This is your own code', { fieldErrors: [{ field: 'body.slug', message: 'This is your own code' }] });
  const { isNew, createdAt } = await insertConnection(db, userId, other.id);
  return { user: toUserSummary(other), connectedAt: createdAt.getTime(), isNew };
}

const SUGGESTIONS = 12;

/** GET /users/me/suggested-users */
export async function suggestUsers(db: Db, userId: string): Promise<SuggestedUsersReply> {
  const me = await requireOwnAccount(db, userId);
  const rows = await listSuggestedUsers(db, me, SUGGESTIONS);
  return { data: rows.map(({ user, shared }) => ({ ...toUserSummary(user), shared })) };
}

/** GET /users/{id}/statistics: what a visible profile has done on the platform. */
export async function getUserStatistics(db: Db, id: string): Promise<UserStatistics> {
  const user = await findUserById(db, id);
  if (!isProfileVisible(user) || user.deletedAt) throw usersError('NOT_FOUND', 'No user has this id');
  return { userId: user.id, ...(await loadUserStatistics(db, user.id)) };
}
