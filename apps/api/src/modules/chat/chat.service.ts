import type {
  ChatChannel,
  ChatChannelList,
  ChatChannelParams,
  ChatChannelStateInput,
  ChatMemberList,
  ChatMessage,
  ChatMessageHit,
  ChatMessageInput,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatReplies,
  ChatSearchResults,
  CircleChatChannelId,
  CreateChatChannelInput,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import type { NotificationBus } from '../../core/notification-bus';
import { countUserRequest } from '../../core/rate-limit';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { circleRole } from '../circles';
import { publishChatEvent } from './chat-events';
import {
  channelStatesOf,
  ensureChannel,
  ensureCircleChannelsOf,
  ensureSocialChannelsOf,
  findChannelById,
  findCircleChannel,
  findCircleForChat,
  findMessage,
  findMessageRow,
  findSocialChannel,
  findSocialForChat,
  findUserSummary,
  insertMessage,
  listChannelMessages,
  listChannelsOf,
  listCircleMembers,
  listReplies as listReplyRows,
  listSocialMembers,
  lockChannelForPosting,
  searchMessages as searchMessageRows,
  socialRolesOf,
  toggleReaction,
  updateMessage,
  upsertChannelState,
  type ChannelWithContext,
  type ChatMessageRow,
  type MessageWithPeople,
} from './chat.repo';
import { canModerate, requireDeleter, requireEditor, requireMember, requireReader, type ChannelAccess, type ChannelRole } from './chat.policy';
import { channelName, toChatChannel, toChatMessage } from './chat.views';
import { chatError } from './chat.errors';

/** What the chat's writes need beside the database: the bus that tells every instance, and the posting limit. */
export interface ChatDeps {
  db: Db;
  notifications: NotificationBus;
  /** Most messages per user and minute (0: no limit). */
  messagesPerMinute: number;
}

/** How many replies a thread shows at most. */
const MAX_THREAD_REPLIES = 500;

/**
 * How long after a social ends its channel stays in the list of those who host it or went, when
 * nobody wrote in it. A host's list would otherwise hold every social they ever hosted, most of them
 * silent; a channel with messages stays (its conversation is worth finding again), and an older
 * quiet one is still opened from the social's page.
 */
const QUIET_SOCIAL_CHANNEL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's role in the channel, by the rule of its kind: the social's guests and hosts, the circle's members, the two people. */
export async function channelRoleOf(db: DbOrTx, context: ChannelWithContext, userId: string): Promise<ChannelRole> {
  const { channel } = context;
  if (channel.type === 'direct') return channel.userAId === userId || channel.userBId === userId ? 'MEMBER' : null;
  if (channel.type === 'social' && channel.socialId) return (await socialRolesOf(db, channel.socialId, [userId])).get(userId) ?? null;
  if (channel.type === 'circle' && channel.circleId) {
    const role = await circleRole(db, channel.circleId, userId);
    return role === null ? null : role === 'member' ? 'MEMBER' : 'HOST';
  }
  return null;
}

/** Which of `userIds` still belong to the channel (the fan-out asks before each delivery). */
export async function membersAmong(db: DbOrTx, context: ChannelWithContext, userIds: readonly string[]): Promise<Set<string>> {
  const { channel } = context;
  if (channel.type === 'social' && channel.socialId) return new Set((await socialRolesOf(db, channel.socialId, userIds)).keys());
  const roles = await Promise.all(userIds.map(async (userId) => [userId, await channelRoleOf(db, context, userId)] as const));
  return new Set(roles.filter(([, role]) => role !== null).map(([userId]) => userId));
}

/** The channel {type}/{id} names; a social's or circle's channel is made on its first use. */
async function resolveChannel(db: Db, params: ChatChannelParams): Promise<ChannelWithContext> {
  if (params.type === 'direct') {
    const found = await findChannelById(db, params.id);
    if (!found || found.channel.type !== 'direct') throw chatError('NOT_FOUND', 'Channel not found');
    return found;
  }
  if (params.type === 'social') {
    const existing = await findSocialChannel(db, params.id);
    if (existing) return existing;
    const social = await findSocialForChat(db, params.id);
    if (!social || social.isDeleted) throw chatError('NOT_FOUND', 'Social not found');
    return loadChannel(db, await ensureChannel(db, { socialId: social.id }));
  }
  const existing = await findCircleChannel(db, params.id);
  if (existing) return existing;
  if (!(await findCircleForChat(db, params.id))) throw chatError('NOT_FOUND', 'Circle not found');
  return loadChannel(db, await ensureChannel(db, { circleId: params.id }));
}

async function loadChannel(db: DbOrTx, channelId: string): Promise<ChannelWithContext> {
  const found = await findChannelById(db, channelId);
  if (!found) throw chatError('NOT_FOUND', 'Channel not found');
  return found;
}

async function accessTo(db: Db, viewer: Caller, context: ChannelWithContext): Promise<ChannelAccess> {
  return { channel: context, viewer, role: await channelRoleOf(db, context, viewer.userId) };
}

async function readableChannel(db: Db, viewer: Caller, params: ChatChannelParams): Promise<ChannelAccess> {
  const access = await accessTo(db, viewer, await resolveChannel(db, params));
  requireReader(access);
  return access;
}

async function channelView(db: Db, access: ChannelAccess): Promise<ChatChannel> {
  const states = await channelStatesOf(db, access.viewer.userId, [access.channel.channel.id]);
  return toChatChannel(access.channel, access.viewer.userId, states.get(access.channel.channel.id), canModerate(access));
}

/** A message of this channel, or 404. */
async function messageOf(db: DbOrTx, access: ChannelAccess, messageId: string): Promise<ChatMessageRow> {
  const row = await findMessageRow(db, messageId);
  if (!row || row.channelId !== access.channel.channel.id) throw chatError('NOT_FOUND', 'Message not found');
  return row;
}

async function messageView(db: DbOrTx, messageId: string): Promise<ChatMessage> {
  const found = await findMessage(db, messageId);
  if (!found) throw chatError('NOT_FOUND', 'Message not found');
  return toChatMessage(found);
}

/** POST /chat/channels: the caller's direct channel with someone, or a social's or circle's channel they belong to. */
export async function openChannel(db: Db, viewer: Caller, body: CreateChatChannelInput): Promise<ChatChannel> {
  if (body.type === 'social') return getChannel(db, viewer, { type: 'social', id: body.socialId });
  if (body.type === 'circle') return getChannel(db, viewer, { type: 'circle', id: body.circleId });
  if (body.userId === viewer.userId) {
    const message = 'Choose someone other than yourself';
    throw chatError('CHAT_DIRECT_WITH_SELF', message, { fieldErrors: [{ field: 'body.userId', message }] });
  }
  if (!(await findUserSummary(db, body.userId))) throw chatError('NOT_FOUND', 'User not found');
  const context = await loadChannel(db, await ensureChannel(db, { userIds: [viewer.userId, body.userId] }));
  return channelView(db, await accessTo(db, viewer, context));
}

/** GET /chat/channels: every channel the caller is in, the most recently active first, with unread counts. */
export async function listMyChannels(db: Db, viewer: Caller, now = new Date()): Promise<ChatChannelList> {
  const accesses = await myChannels(db, viewer, now);
  const states = await channelStatesOf(
    db,
    viewer.userId,
    accesses.map((access) => access.channel.channel.id),
  );
  return { data: accesses.map((access) => toChatChannel(access.channel, viewer.userId, states.get(access.channel.channel.id), canModerate(access))) };
}

async function myChannels(db: Db, viewer: Caller, now = new Date()): Promise<ChannelAccess[]> {
  const socialsEndedSince = new Date(now.getTime() - QUIET_SOCIAL_CHANNEL_DAYS * DAY_MS);
  await ensureSocialChannelsOf(db, viewer.userId, socialsEndedSince);
  await ensureCircleChannelsOf(db, viewer.userId);
  const candidates = await listChannelsOf(db, viewer.userId, socialsEndedSince);
  const accesses = await Promise.all(
    candidates.map(async (context) => {
      // The query chose socials and pairs by membership; circles (any membership row) are decided by the circles area here.
      const access: ChannelAccess = { channel: context, viewer, role: await channelRoleOf(db, context, viewer.userId) };
      return access;
    }),
  );
  return accesses.filter((access) => access.role !== null);
}

/** GET /chat/channels/{type}/{id}. */
export async function getChannel(db: Db, viewer: Caller, params: ChatChannelParams): Promise<ChatChannel> {
  return channelView(db, await readableChannel(db, viewer, params));
}

/** GET .../messages: a page of the channel's messages (threads apart), oldest first. */
export async function listMessages(db: Db, viewer: Caller, params: ChatChannelParams, query: ChatMessagesQuery): Promise<ChatMessagePage> {
  const access = await readableChannel(db, viewer, params);
  let beforeSeq: number | null = null;
  if (query.before) {
    const before = await findMessageRow(db, query.before);
    if (!before || before.channelId !== access.channel.channel.id) {
      const message = 'No such message in this channel';
      throw chatError('CHAT_UNKNOWN_MESSAGE', message, { fieldErrors: [{ field: 'querystring.before', message }] });
    }
    beforeSeq = before.seq;
  }
  const rows = await listChannelMessages(db, access.channel.channel.id, { beforeSeq, limit: query.limit + 1 });
  const page = rows.length > query.limit ? rows.slice(1) : rows;
  return { data: page.map(toChatMessage), hasMore: rows.length > query.limit };
}

/** GET .../messages/{mid}/replies: the thread of a message. */
export async function listReplies(db: Db, viewer: Caller, params: ChatChannelParams, messageId: string): Promise<ChatReplies> {
  const access = await readableChannel(db, viewer, params);
  const parent = await messageOf(db, access, messageId);
  const root = parent.parentId ?? parent.id;
  return { parent: await messageView(db, root), data: (await listReplyRows(db, root, MAX_THREAD_REPLIES)).map(toChatMessage) };
}

/** POST .../messages: a message or a thread reply, told to every instance once it commits. */
export async function postMessage(deps: ChatDeps, viewer: Caller, params: ChatChannelParams, body: ChatMessageInput, now = new Date()): Promise<ChatMessage> {
  const { db } = deps;
  const access = await readableChannel(db, viewer, params);
  requireMember(access);
  const channelId = access.channel.channel.id;
  let parentId: string | null = null;
  if (body.parentId) {
    const parent = await findMessageRow(db, body.parentId);
    if (!parent || parent.channelId !== channelId) {
      const message = 'No such message in this channel';
      throw chatError('CHAT_UNKNOWN_MESSAGE', message, { fieldErrors: [{ field: 'body.parentId', message }] });
    }
    // A reply to a reply joins the same thread.
    parentId = parent.parentId ?? parent.id;
  }
  if (deps.messagesPerMinute > 0) {
    await countUserRequest(db, { name: 'chat-message', limit: deps.messagesPerMinute, windowSeconds: 60, noun: 'messages' }, viewer.userId, now);
  }
  const row = await withTransaction(db, async (tx) => {
    await lockChannelForPosting(tx, channelId);
    const inserted = await insertMessage(tx, { channelId, authorId: viewer.userId, parentId, body: body.body }, now);
    await upsertChannelState(tx, channelId, viewer.userId, { lastReadSeq: inserted.seq }, now);
    await publishChatEvent(tx, deps.notifications, { channelId, messageId: inserted.id, kind: 'new' });
    if (parentId) await publishChatEvent(tx, deps.notifications, { channelId, messageId: parentId, kind: 'updated' });
    return inserted;
  });
  return messageView(db, row.id);
}

/** PATCH .../messages/{mid}: the author rewrites their message. */
export async function editMessage(
  deps: ChatDeps,
  viewer: Caller,
  params: ChatChannelParams,
  messageId: string,
  body: { body: string },
  now = new Date(),
): Promise<ChatMessage> {
  const access = await readableChannel(deps.db, viewer, params);
  const row = await messageOf(deps.db, access, messageId);
  requireEditor(access, row);
  // Someone who left the channel no longer speaks in it.
  requireMember(access);
  if (row.deletedAt) throw chatError('CHAT_MESSAGE_DELETED', 'A deleted message cannot be edited');
  return changed(deps, access, messageId, (tx) => updateMessage(tx, messageId, { body: body.body, editedAt: now }));
}

/** DELETE .../messages/{mid}: the author, a host of the channel or staff; the thread's replies stay. */
export async function deleteMessage(deps: ChatDeps, viewer: Caller, params: ChatChannelParams, messageId: string, now = new Date()): Promise<void> {
  const access = await readableChannel(deps.db, viewer, params);
  const row = await messageOf(deps.db, access, messageId);
  requireDeleter(access, row);
  if (row.deletedAt) return;
  await changed(deps, access, messageId, (tx) => updateMessage(tx, messageId, { body: '', deletedAt: now }));
}

/** POST .../messages/{mid}/reactions: adds the caller's reaction, or takes it back. */
export async function reactToMessage(deps: ChatDeps, viewer: Caller, params: ChatChannelParams, messageId: string, emoji: string): Promise<ChatMessage> {
  const access = await readableChannel(deps.db, viewer, params);
  requireMember(access);
  const row = await messageOf(deps.db, access, messageId);
  if (row.deletedAt) throw chatError('CHAT_MESSAGE_DELETED', 'A deleted message takes no reactions');
  return changed(deps, access, messageId, (tx) => toggleReaction(tx, { messageId, userId: viewer.userId, emoji }));
}

/** Runs a change to a message and tells every instance in the same transaction. */
async function changed(deps: ChatDeps, access: ChannelAccess, messageId: string, change: (tx: DbOrTx) => Promise<unknown>): Promise<ChatMessage> {
  await withTransaction(deps.db, async (tx) => {
    await change(tx);
    await publishChatEvent(tx, deps.notifications, { channelId: access.channel.channel.id, messageId, kind: 'updated' });
  });
  return messageView(deps.db, messageId);
}

/** PATCH /users/me/chat/channels/{type}/{id}: mute or unmute, mark read up to a message. */
export async function updateMyChannelState(
  db: Db,
  viewer: Caller,
  params: ChatChannelParams,
  body: ChatChannelStateInput,
  now = new Date(),
): Promise<ChatChannel> {
  const access = await readableChannel(db, viewer, params);
  requireMember(access);
  if (body.muted === undefined && body.lastReadMessageId === undefined) {
    throw chatError('CHAT_NOTHING_TO_CHANGE', 'Send muted, lastReadMessageId or both');
  }
  let lastReadSeq: number | undefined;
  if (body.lastReadMessageId) {
    const row = await findMessageRow(db, body.lastReadMessageId);
    if (!row || row.channelId !== access.channel.channel.id) {
      const message = 'No such message in this channel';
      throw chatError('CHAT_UNKNOWN_MESSAGE', message, { fieldErrors: [{ field: 'body.lastReadMessageId', message }] });
    }
    lastReadSeq = row.seq;
  }
  await upsertChannelState(
    db,
    access.channel.channel.id,
    viewer.userId,
    { ...(body.muted !== undefined ? { muted: body.muted } : {}), ...(lastReadSeq !== undefined ? { lastReadSeq } : {}) },
    now,
  );
  return channelView(db, access);
}

/** GET /chat/channels/team/{id}/members: who is in the channel with this id, hosts first. */
export async function listChannelMembers(db: Db, viewer: Caller, channelId: string): Promise<ChatMemberList> {
  const access = await accessTo(db, viewer, await loadChannel(db, channelId));
  requireReader(access);
  const { channel, userA, userB } = access.channel;
  if (channel.socialId) return { data: await listSocialMembers(db, channel.socialId) };
  if (channel.circleId) return { data: await listCircleMembers(db, channel.circleId) };
  return { data: [userA, userB].flatMap((person) => (person ? [{ ...person, role: 'MEMBER' as const }] : [])) };
}

/** GET /chat/circles/chatChannelId/{id}: the id of the circle's channel (made on first use), for its members and staff. */
export async function circleChatChannelId(db: Db, viewer: Caller, circleId: string): Promise<CircleChatChannelId> {
  const access = await readableChannel(db, viewer, { type: 'circle', id: circleId });
  return { chatChannelId: access.channel.channel.id };
}

function toHit(found: MessageWithPeople, access: ChannelAccess): ChatMessageHit {
  const { channel } = access.channel;
  return {
    ...toChatMessage(found),
    channel: {
      id: channel.id,
      type: channel.type,
      refId: channel.socialId ?? channel.circleId ?? channel.id,
      name: channelName(access.channel, access.viewer.userId),
    },
  };
}

/** GET /chat/search/messages: the caller's channels' messages that match the words, newest first. */
export async function searchMessages(db: Db, viewer: Caller, query: { q: string; limit: number }): Promise<{ data: ChatMessageHit[] }> {
  const accesses = await myChannels(db, viewer);
  const byId = new Map(accesses.map((access) => [access.channel.channel.id, access]));
  const rows = await searchMessageRows(db, [...byId.keys()], query.q, query.limit);
  return {
    data: rows.flatMap((row) => {
      const access = byId.get(row.message.channelId);
      return access ? [toHit(row, access)] : [];
    }),
  };
}

/** GET /chat/search/channels: the caller's channels whose name holds the words (every word, any case). */
export async function searchChannels(db: Db, viewer: Caller, query: { q: string; limit: number }): Promise<ChatChannelList> {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const all = await listMyChannels(db, viewer);
  return { data: all.data.filter((channel) => words.every((word) => channel.name.toLowerCase().includes(word))).slice(0, query.limit) };
}

/** GET /chat/search: messages and channels at once. */
export async function searchChat(db: Db, viewer: Caller, query: { q: string; limit: number }): Promise<ChatSearchResults> {
  const [messages, channels] = await Promise.all([searchMessages(db, viewer, query), searchChannels(db, viewer, query)]);
  return { messages: messages.data, channels: channels.data };
}
