import { getDisplayName, toCsv, type HostSubscriber, type UnsubscribeInfo } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findVisibleSocial } from '../socials';
import {
  cancelPendingDeliveriesTo,
  countSubscribers,
  deleteOptOut,
  deleteSubscription,
  findUserName,
  hasOptedOut,
  insertOptOut,
  insertSubscriptions,
  listSubscribers,
} from './blasts.repo';
import { readUnsubscribeToken, type UnsubscribeGrant } from './unsubscribe-link';
import { blastsError } from './blasts.errors';

/**
 * Follows a host (or, with allHostsOfSocialId, every host of that social): their new socials show
 * on the follower's list and their blasts reach them again if they had unsubscribed.
 */
export async function followHosts(db: Db, viewer: Caller, hostId: string, allHostsOfSocialId?: string): Promise<{ hostIds: string[] }> {
  let hostIds = [hostId];
  if (allHostsOfSocialId) {
    const social = await findVisibleSocial(db, viewer, allHostsOfSocialId);
    hostIds = [social.ownerId, ...social.hostIds];
    if (!hostIds.includes(hostId)) throw blastsError('NOT_FOUND', 'This person is not a host of that social');
  } else if (!(await findUserName(db, hostId))) {
    throw blastsError('NOT_FOUND', 'Host not found');
  }
  const others = hostIds.filter((id) => id !== viewer.userId);
  await withTransaction(db, async (tx) => {
    await insertSubscriptions(tx, viewer.userId, others);
    await deleteOptOut(tx, viewer.userId, others);
  });
  return { hostIds: others };
}

/** Stops following and stops the organizer's blasts (null: every blast), pending deliveries included. */
async function unsubscribe(db: Db, grant: UnsubscribeGrant): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (grant.organizerId) await deleteSubscription(tx, grant.userId, grant.organizerId);
    await insertOptOut(tx, grant.userId, grant.organizerId);
    await cancelPendingDeliveriesTo(tx, grant.userId, grant.organizerId);
  });
}

/** The grant of a message's token; `field` names where the request carried it (query.token, body.token). */
function grantOf(config: Pick<Config, 'jwtSecret'>, token: string, field: string): UnsubscribeGrant {
  const grant = readUnsubscribeToken(config, token);
  if (!grant) {
    const message = 'This unsubscribe link is not valid: open the one in your latest message';
    throw blastsError('UNSUBSCRIBE_LINK_INVALID', message, { fieldErrors: [{ field, message }] });
  }
  return grant;
}

/** PATCH /hosts/unsubscribe: signed in, from a host by id; or anyone holding a message's link (from the body, or the query for one-click). */
export async function unsubscribeFromHost(
  db: Db,
  config: Config,
  viewer: Caller | null,
  body: { hostId?: string; token?: string },
  tokenField = 'body.token',
): Promise<UnsubscribeInfo> {
  let grant: UnsubscribeGrant;
  if (body.token) grant = grantOf(config, body.token, tokenField);
  else if (viewer && body.hostId) {
    if (!(await findUserName(db, body.hostId))) throw blastsError('NOT_FOUND', 'Host not found');
    grant = { userId: viewer.userId, organizerId: body.hostId };
  } else throw blastsError('UNSUBSCRIBE_NEEDS_SIGN_IN', 'Sign in, or open the unsubscribe link of a message');
  await unsubscribe(db, grant);
  return describeGrant(db, grant);
}

/** What the unsubscribe page says before and after: whose messages, and whether they already stopped. */
export async function describeUnsubscribeLink(db: Db, config: Config, token: string): Promise<UnsubscribeInfo> {
  return describeGrant(db, grantOf(config, token, 'query.token'));
}

async function describeGrant(db: Db, grant: UnsubscribeGrant): Promise<UnsubscribeInfo> {
  const [organizer, user] = await Promise.all([grant.organizerId ? findUserName(db, grant.organizerId) : null, findUserName(db, grant.userId)]);
  if (!user) throw blastsError('NOT_FOUND', 'This account no longer exists');
  return {
    hostId: grant.organizerId,
    hostName: grant.organizerId ? getDisplayName(organizer) || 'this host' : null,
    email: maskEmail(user.email),
    unsubscribed: await hasOptedOut(db, grant.userId, grant.organizerId),
  };
}

/** a••••@example.com: enough for a person to recognise their address, not enough to harvest it from a forwarded link. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}${'•'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

/** The caller's followers, oldest first, a page at a time. */
export async function listHostSubscribers(db: Db, viewer: Caller, offset: number, limit: number): Promise<{ data: HostSubscriber[]; total: number }> {
  const [rows, total] = await Promise.all([listSubscribers(db, viewer.userId, limit, offset), countSubscribers(db, viewer.userId)]);
  return { data: rows.map(toHostSubscriber), total };
}

function toHostSubscriber(row: Awaited<ReturnType<typeof listSubscribers>>[number]): HostSubscriber {
  return { userId: row.userId, name: getDisplayName(row) || row.email, email: row.email, subscribedAt: row.subscribedAt.getTime() };
}

/** Every follower as CSV: name, e-mail, since (ISO date). */
export async function hostSubscribersCsv(db: Db, viewer: Caller): Promise<string> {
  const rows = await listSubscribers(db, viewer.userId, 100_000, 0);
  return toCsv([['Name', 'Email', 'Following since'], ...rows.map((row) => [getDisplayName(row), row.email, row.subscribedAt.toISOString()])]);
}
