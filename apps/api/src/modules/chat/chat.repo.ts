import type { UserSummary } from '@socials/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db';
import { userSummaryColumns } from '../socials';
import {
  chatChannels,
  chatChannelStates,
  chatMessages,
  chatReactions,
  circleMembers,
  circles,
  rsvps,
  socialHosts,
  socials,
  users,
  type ChatChannelRow,
  type ChatChannelStateRow,
  type ChatMessageRow,
} from '../../db/schema';

export type { ChatChannelRow, ChatChannelStateRow, ChatMessageRow };

/** Advisory-lock key space of the chat: one lock per channel while a message is posted. */
const LOCK_CHAT_CHANNEL = 7110;

/** A channel with what names it: the social, the circle or the two people. */
export interface ChannelWithContext {
  channel: ChatChannelRow;
  social: { id: string; slug: string; title: string; ownerId: string } | null;
  circle: { id: string; name: string } | null;
  userA: UserSummary | null;
  userB: UserSummary | null;
}

/** A message with its author and reactions (emoji, who, in the order they reacted). */
export interface MessageWithPeople {
  message: ChatMessageRow;
  author: UserSummary;
  reactions: { emoji: string; userIds: string[] }[];
}

const userA = alias(users, 'chat_user_a');
const userB = alias(users, 'chat_user_b');
const summaryOf = (table: typeof userA | typeof userB) => ({
  id: table.id,
  slug: table.slug,
  displayName: table.displayName,
  firstName: table.firstName,
  lastName: table.lastName,
  photoPath: table.photoPath,
});

function selectChannels(db: DbOrTx) {
  return db
    .select({
      channel: chatChannels,
      social: { id: socials.id, slug: socials.slug, title: socials.title, ownerId: socials.ownerId },
      circle: { id: circles.id, name: circles.name },
      userA: summaryOf(userA),
      userB: summaryOf(userB),
    })
    .from(chatChannels)
    .leftJoin(socials, eq(socials.id, chatChannels.socialId))
    .leftJoin(circles, eq(circles.id, chatChannels.circleId))
    .leftJoin(userA, eq(userA.id, chatChannels.userAId))
    .leftJoin(userB, eq(userB.id, chatChannels.userBId));
}

type SelectedChannel = Awaited<ReturnType<ReturnType<typeof selectChannels>['where']>>[number];

/** Left joins give objects of nulls: those become null. */
function withContext(row: SelectedChannel): ChannelWithContext {
  const present = <T>(value: { id: string | null } | null): T | null => (value && value.id !== null ? (value as T) : null);
  return {
    channel: row.channel,
    social: present<NonNullable<ChannelWithContext['social']>>(row.social),
    circle: present<NonNullable<ChannelWithContext['circle']>>(row.circle),
    userA: present<UserSummary>(row.userA),
    userB: present<UserSummary>(row.userB),
  };
}

/** Socials the user belongs to in chat: owner, accepted co-host, or a guest who is going; not deleted. */
function socialMembership(userId: string): SQL {
  return sql`not ${socials.isDeleted} and (
    ${socials.ownerId} = ${userId}
    or exists (select 1 from ${socialHosts} where ${socialHosts.socialId} = ${socials.id} and ${socialHosts.userId} = ${userId} and ${socialHosts.status} = 'ACCEPTED')
    or exists (select 1 from ${rsvps} where ${rsvps.socialId} = ${socials.id} and ${rsvps.userId} = ${userId} and ${rsvps.status} in ('APPROVED', 'ATTENDED')))`;
}

export async function findChannelById(db: DbOrTx, channelId: string): Promise<ChannelWithContext | null> {
  const [row] = await selectChannels(db).where(eq(chatChannels.id, channelId)).limit(1);
  return row ? withContext(row) : null;
}

export async function findSocialChannel(db: DbOrTx, socialId: string): Promise<ChannelWithContext | null> {
  const [row] = await selectChannels(db).where(eq(chatChannels.socialId, socialId)).limit(1);
  return row ? withContext(row) : null;
}

export async function findCircleChannel(db: DbOrTx, circleId: string): Promise<ChannelWithContext | null> {
  const [row] = await selectChannels(db).where(eq(chatChannels.circleId, circleId)).limit(1);
  return row ? withContext(row) : null;
}

/** The channel of the social, the circle or the pair, made when it is the first use (two callers at once get the same one). */
export async function ensureChannel(db: DbOrTx, key: { socialId: string } | { circleId: string } | { userIds: [string, string] }): Promise<string> {
  let values: typeof chatChannels.$inferInsert;
  let where: SQL;
  if ('socialId' in key) {
    values = { type: 'social', socialId: key.socialId };
    where = eq(chatChannels.socialId, key.socialId);
  } else if ('circleId' in key) {
    values = { type: 'circle', circleId: key.circleId };
    where = eq(chatChannels.circleId, key.circleId);
  } else {
    const [a, b] = [...key.userIds].sort() as [string, string];
    values = { type: 'direct', userAId: a, userBId: b };
    where = and(eq(chatChannels.userAId, a), eq(chatChannels.userBId, b)) as SQL;
  }
  await db.insert(chatChannels).values(values).onConflictDoNothing();
  const [row] = await db.select({ id: chatChannels.id }).from(chatChannels).where(where).limit(1);
  if (!row) throw new Error('The chat channel was neither made nor found');
  return row.id;
}

/**
 * Makes the channels of the socials the user belongs to that end after `endedSince` (a guest's first
 * look at the chat lists them all); an older social's channel is made when someone opens it.
 */
export async function ensureSocialChannelsOf(db: DbOrTx, userId: string, endedSince: Date): Promise<void> {
  await db.execute(sql`insert into ${chatChannels} (type, social_id)
    select 'social', ${socials.id} from ${socials} where ${socialMembership(userId)} and ${socials.eventEndAt} > ${endedSince}
    on conflict do nothing`);
}

/** Makes the channels of the circles the user is an active member of (the circles area still decides, at each use, who is in). */
export async function ensureCircleChannelsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`insert into ${chatChannels} (type, circle_id)
    select 'circle', ${circleMembers.circleId} from ${circleMembers} where ${circleMembers.userId} = ${userId} and ${circleMembers.status} = 'ACTIVE'
    on conflict do nothing`);
}

/**
 * The channels the user may be in: the socials they belong to that end after `socialsEndedSince` or
 * had a message, their direct channels, and the channels of circles they have any membership row in
 * (the circles area decides who is a member: the caller filters these with its rule).
 */
export async function listChannelsOf(db: DbOrTx, userId: string, socialsEndedSince: Date): Promise<ChannelWithContext[]> {
  const inCircle = sql`exists (select 1 from ${circleMembers} where ${circleMembers.circleId} = ${chatChannels.circleId} and ${circleMembers.userId} = ${userId})`;
  const rows = await selectChannels(db)
    .where(
      or(
        and(eq(chatChannels.type, 'social'), socialMembership(userId), or(gt(socials.eventEndAt, socialsEndedSince), isNotNull(chatChannels.lastMessageAt))),
        eq(chatChannels.userAId, userId),
        eq(chatChannels.userBId, userId),
        and(eq(chatChannels.type, 'circle'), inCircle),
      ),
    )
    .orderBy(sql`${chatChannels.lastMessageAt} desc nulls last`, desc(chatChannels.createdAt));
  return rows.map(withContext);
}

/** The newest message of a channel that is not deleted, as its list shows it (the body's first 400 characters: more than an excerpt needs). */
export interface LastMessageRow {
  id: string;
  author: UserSummary;
  body: string;
  createdAt: Date;
}

/** What a user's list needs of each channel beside its name: their read position and mute, the unread count, the newest message. */
export interface ChannelState {
  muted: boolean;
  lastReadSeq: number;
  unread: number;
  lastMessage: LastMessageRow | null;
}

/**
 * The user's read position and mute in each channel, how many messages of others came after their
 * position, and the channel's newest message with its author: one query for the whole list, each
 * channel's newest message found by the (channel, seq) index.
 */
export async function channelStatesOf(db: DbOrTx, userId: string, channelIds: readonly string[]): Promise<Map<string, ChannelState>> {
  if (channelIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select c.id as channel_id, coalesce(s.muted, false) as muted, coalesce(s.last_read_seq, 0)::bigint as last_read_seq,
      (select count(*) from ${chatMessages} m where m.channel_id = c.id and m.seq > coalesce(s.last_read_seq, 0)
        and m.author_id <> ${userId} and m.deleted_at is null)::int as unread,
      last.id as last_id, left(last.body, 400) as last_body, last.created_at as last_created_at,
      u.id as author_id, u.slug as author_slug, u.display_name as author_display_name, u.first_name as author_first_name,
      u.last_name as author_last_name, u.photo_path as author_photo_path
    from ${chatChannels} c left join ${chatChannelStates} s on s.channel_id = c.id and s.user_id = ${userId}
    left join lateral (
      select m.id, m.body, m.created_at, m.author_id from ${chatMessages} m
      where m.channel_id = c.id and m.deleted_at is null order by m.seq desc limit 1
    ) last on true
    left join ${users} u on u.id = last.author_id
    where c.id in (${sql.join(
      channelIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  type Row = {
    channel_id: string;
    muted: boolean;
    last_read_seq: string | number;
    unread: number;
    last_id: string | null;
    last_body: string | null;
    last_created_at: Date | string | null;
    author_id: string | null;
    author_slug: string | null;
    author_display_name: string | null;
    author_first_name: string | null;
    author_last_name: string | null;
    author_photo_path: string | null;
  };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const lastOf = (row: Row): LastMessageRow | null =>
    row.last_id && row.author_id && row.last_created_at !== null
      ? {
          id: row.last_id,
          body: row.last_body ?? '',
          createdAt: new Date(row.last_created_at),
          author: {
            id: row.author_id,
            slug: row.author_slug ?? '',
            displayName: row.author_display_name,
            firstName: row.author_first_name,
            lastName: row.author_last_name,
            photoPath: row.author_photo_path,
          },
        }
      : null;
  return new Map(
    rows.map((row) => [row.channel_id, { muted: row.muted, lastReadSeq: Number(row.last_read_seq), unread: Number(row.unread), lastMessage: lastOf(row) }]),
  );
}

/**
 * Whom of `userIds` the social counts as a host (owner, accepted co-host) or a guest who is going,
 * in one query with the ids as one array parameter (the fan-out asks this for every subscriber of
 * a channel at each message).
 */
export async function socialRolesOf(db: DbOrTx, socialId: string, userIds: readonly string[]): Promise<Map<string, 'HOST' | 'MEMBER'>> {
  const roles = new Map<string, 'HOST' | 'MEMBER'>();
  if (userIds.length === 0) return roles;
  const ids = sql`${`{${userIds.join(',')}}`}::uuid[]`;
  const result = await db.execute(sql`
    select ${socials.ownerId} as user_id, 'HOST' as role from ${socials} where ${socials.id} = ${socialId} and not ${socials.isDeleted} and ${socials.ownerId} = any(${ids})
    union all
    select h.user_id, 'HOST' from ${socialHosts} h join ${socials} s on s.id = h.social_id and not s.is_deleted
      where h.social_id = ${socialId} and h.status = 'ACCEPTED' and h.user_id = any(${ids})
    union all
    select r.user_id, 'MEMBER' from ${rsvps} r join ${socials} s on s.id = r.social_id and not s.is_deleted
      where r.social_id = ${socialId} and r.status in ('APPROVED', 'ATTENDED') and r.user_id = any(${ids})`);
  for (const row of (result as unknown as { rows: { user_id: string; role: 'HOST' | 'MEMBER' }[] }).rows) {
    if (roles.get(row.user_id) !== 'HOST') roles.set(row.user_id, row.role);
  }
  return roles;
}

/** Everyone in a social's channel: its hosts, then the guests who are going. */
export async function listSocialMembers(db: DbOrTx, socialId: string): Promise<(UserSummary & { role: 'HOST' | 'MEMBER' })[]> {
  const result = await db.execute(sql`
    select u.id, u.slug, u.display_name as "displayName", u.first_name as "firstName", u.last_name as "lastName", u.photo_path as "photoPath", m.role
    from (
      select owner_id as user_id, 'HOST' as role from ${socials} where id = ${socialId}
      union select user_id, 'HOST' from ${socialHosts} where social_id = ${socialId} and status = 'ACCEPTED'
      union select user_id, 'MEMBER' from ${rsvps} where social_id = ${socialId} and status in ('APPROVED', 'ATTENDED')
    ) m join ${users} u on u.id = m.user_id
    order by m.role = 'HOST' desc, u.first_name nulls last, u.id`);
  const rows = (result as unknown as { rows: (UserSummary & { role: 'HOST' | 'MEMBER' })[] }).rows;
  // A host who also RSVP'd is listed once, as host.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Active members of a circle, hosts first. */
export async function listCircleMembers(db: DbOrTx, circleId: string): Promise<(UserSummary & { role: 'HOST' | 'MEMBER' })[]> {
  const rows = await db
    .select({ ...userSummaryColumns, circleRole: circleMembers.role })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'ACTIVE')))
    .orderBy(asc(circleMembers.joinedAt), asc(users.id));
  const members = rows.map(({ circleRole, ...person }) => ({ ...person, role: circleRole === 'member' ? ('MEMBER' as const) : ('HOST' as const) }));
  return [...members.filter((m) => m.role === 'HOST'), ...members.filter((m) => m.role === 'MEMBER')];
}

export async function findUserSummary(db: DbOrTx, userId: string): Promise<UserSummary | null> {
  const [row] = await db.select(userSummaryColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findSocialForChat(db: DbOrTx, socialId: string): Promise<{ id: string; isDeleted: boolean } | null> {
  const [row] = await db.select({ id: socials.id, isDeleted: socials.isDeleted }).from(socials).where(eq(socials.id, socialId)).limit(1);
  return row ?? null;
}

export async function findCircleForChat(db: DbOrTx, circleId: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: circles.id }).from(circles).where(eq(circles.id, circleId)).limit(1);
  return row ?? null;
}

// Messages

/** Posting takes the channel's turn, so messages of one channel commit in the order of their seq: a replay after the last one seen misses nothing. */
export async function lockChannelForPosting(tx: DbOrTx, channelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CHAT_CHANNEL}, hashtext(${channelId}))`);
}

export async function insertMessage(
  tx: DbOrTx,
  values: { channelId: string; authorId: string; parentId: string | null; body: string },
  now: Date,
): Promise<ChatMessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('The message insert returned no row');
  await tx.update(chatChannels).set({ lastMessageAt: now }).where(eq(chatChannels.id, values.channelId));
  if (values.parentId) {
    await tx
      .update(chatMessages)
      .set({ replyCount: sql`${chatMessages.replyCount} + 1` })
      .where(eq(chatMessages.id, values.parentId));
  }
  return row;
}

export async function updateMessage(db: DbOrTx, messageId: string, changes: Partial<Pick<ChatMessageRow, 'body' | 'editedAt' | 'deletedAt'>>): Promise<void> {
  await db.update(chatMessages).set(changes).where(eq(chatMessages.id, messageId));
}

export async function findMessageRow(db: DbOrTx, messageId: string): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return row ?? null;
}

async function withPeople(db: DbOrTx, rows: { message: ChatMessageRow; author: UserSummary }[]): Promise<MessageWithPeople[]> {
  if (rows.length === 0) return [];
  const reactionRows = await db
    .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, userId: chatReactions.userId })
    .from(chatReactions)
    .where(
      inArray(
        chatReactions.messageId,
        rows.map((row) => row.message.id),
      ),
    )
    .orderBy(asc(chatReactions.createdAt), asc(chatReactions.userId));
  const byMessage = new Map<string, Map<string, string[]>>();
  for (const reaction of reactionRows) {
    const emojis = byMessage.get(reaction.messageId) ?? new Map<string, string[]>();
    emojis.set(reaction.emoji, [...(emojis.get(reaction.emoji) ?? []), reaction.userId]);
    byMessage.set(reaction.messageId, emojis);
  }
  return rows.map((row) => ({
    ...row,
    reactions: [...(byMessage.get(row.message.id) ?? new Map<string, string[]>()).entries()].map(([emoji, userIds]) => ({ emoji, userIds })),
  }));
}

function selectMessages(db: DbOrTx) {
  return db.select({ message: chatMessages, author: userSummaryColumns }).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.authorId));
}

export async function findMessage(db: DbOrTx, messageId: string): Promise<MessageWithPeople | null> {
  const rows = await selectMessages(db).where(eq(chatMessages.id, messageId)).limit(1);
  return (await withPeople(db, rows))[0] ?? null;
}

/** The channel's messages (threads apart) before `beforeSeq`, newest `limit`, oldest first. */
export async function listChannelMessages(db: DbOrTx, channelId: string, page: { beforeSeq: number | null; limit: number }): Promise<MessageWithPeople[]> {
  const where = [eq(chatMessages.channelId, channelId), isNull(chatMessages.parentId)];
  if (page.beforeSeq !== null) where.push(lt(chatMessages.seq, page.beforeSeq));
  const rows = await selectMessages(db)
    .where(and(...where))
    .orderBy(desc(chatMessages.seq))
    .limit(page.limit);
  return withPeople(db, rows.reverse());
}

/** The thread's replies, oldest first. */
export async function listReplies(db: DbOrTx, parentId: string, limit: number): Promise<MessageWithPeople[]> {
  const rows = await selectMessages(db).where(eq(chatMessages.parentId, parentId)).orderBy(asc(chatMessages.seq)).limit(limit);
  return withPeople(db, rows);
}

/** Every message and reply of the channel posted after `afterSeq`, in order (a reconnecting client's replay). */
export async function listMessagesAfter(db: DbOrTx, channelId: string, afterSeq: number, limit: number): Promise<MessageWithPeople[]> {
  const rows = await selectMessages(db)
    .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  return withPeople(db, rows);
}

/** Messages matching the words (PostgreSQL full text, 'simple' configuration), newest first, in the given channels. */
export async function searchMessages(db: DbOrTx, channelIds: readonly string[], query: string, limit: number): Promise<MessageWithPeople[]> {
  if (channelIds.length === 0) return [];
  const rows = await selectMessages(db)
    .where(
      and(
        inArray(chatMessages.channelId, [...channelIds]),
        isNull(chatMessages.deletedAt),
        sql`to_tsvector('simple', ${chatMessages.body}) @@ plainto_tsquery('simple', ${query})`,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return withPeople(db, rows);
}

/** Adds the reaction, or takes it back when the user had it: true when it was added. */
export async function toggleReaction(db: DbOrTx, values: { messageId: string; userId: string; emoji: string }): Promise<boolean> {
  const removed = await db
    .delete(chatReactions)
    .where(and(eq(chatReactions.messageId, values.messageId), eq(chatReactions.userId, values.userId), eq(chatReactions.emoji, values.emoji)))
    .returning({ emoji: chatReactions.emoji });
  if (removed.length > 0) return false;
  await db.insert(chatReactions).values(values).onConflictDoNothing();
  return true;
}

export async function upsertChannelState(
  db: DbOrTx,
  channelId: string,
  userId: string,
  changes: { muted?: boolean; lastReadSeq?: number },
  now: Date,
): Promise<void> {
  await db
    .insert(chatChannelStates)
    .values({ channelId, userId, muted: changes.muted ?? false, lastReadSeq: changes.lastReadSeq ?? 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatChannelStates.channelId, chatChannelStates.userId],
      set: {
        ...(changes.muted !== undefined ? { muted: changes.muted } : {}),
        // The read position only moves forward (two tabs marking read in either order).
        ...(changes.lastReadSeq !== undefined ? { lastReadSeq: sql`greatest(${chatChannelStates.lastReadSeq}, ${changes.lastReadSeq})` } : {}),
        updatedAt: now,
      },
    });
}

/** The stored row alone (the authorization matrix watches it). */
export async function findChannelStateRow(db: DbOrTx, key: string): Promise<ChatChannelStateRow | null> {
  const [channelId = '', userId = ''] = key.split(':');
  const [row] = await db
    .select()
    .from(chatChannelStates)
    .where(and(eq(chatChannelStates.channelId, channelId), eq(chatChannelStates.userId, userId)))
    .limit(1);
  return row ?? null;
}
