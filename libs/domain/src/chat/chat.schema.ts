import { z } from 'zod';
import { Id, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';
import { CHAT_CHANNEL_TYPES, MAX_CHAT_MESSAGE_LENGTH, MAX_CHAT_PAGE, MAX_CHAT_REACTION_LENGTH } from './chat-limits';

export const ChatChannelTypeSchema = z.enum(CHAT_CHANNEL_TYPES);

/**
 * A channel as the routes address it: /chat/channels/{type}/{id}, where id is the circle's id,
 * the social's id, or the direct channel's own id.
 */
export const ChatChannelParams = z.object({ type: ChatChannelTypeSchema, id: Id });
export type ChatChannelParams = z.infer<typeof ChatChannelParams>;

export const ChatMessageParams = ChatChannelParams.extend({ mid: Id });
export type ChatMessageParams = z.infer<typeof ChatMessageParams>;

/** POST /chat/channels: the caller's direct channel with someone, or a social's or circle's channel (made on first use). */
export const CreateChatChannelInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('direct'), userId: Id.describe('The other person') }).strict(),
  z.object({ type: z.literal('social'), socialId: Id }).strict(),
  z.object({ type: z.literal('circle'), circleId: Id }).strict(),
]);
export type CreateChatChannelInput = z.infer<typeof CreateChatChannelInput>;

const MessageText = z.string().trim().min(1, 'Write a message').max(MAX_CHAT_MESSAGE_LENGTH, `A message is at most ${MAX_CHAT_MESSAGE_LENGTH} characters`);

/** POST .../messages: a message in the channel, or a reply in the thread of parentId. */
export const ChatMessageInput = z
  .object({
    body: MessageText,
    parentId: Id.optional().describe('The message this replies to, in its thread; replies to a reply go to the same thread'),
  })
  .strict();
export type ChatMessageInput = z.input<typeof ChatMessageInput>;

/** PATCH .../messages/{mid}: the author rewrites their message. */
export const ChatMessagePatch = z.object({ body: MessageText }).strict();
export type ChatMessagePatch = z.input<typeof ChatMessagePatch>;

/** POST .../messages/{mid}/reactions: adds the caller's reaction, or takes it back when they had it. */
export const ChatReactionInput = z
  .object({ emoji: z.string().trim().min(1, 'Choose a reaction').max(MAX_CHAT_REACTION_LENGTH).regex(/^\S+$/u, 'A reaction has no spaces') })
  .strict();
export type ChatReactionInput = z.input<typeof ChatReactionInput>;

/** GET .../messages: the newest messages of the channel (threads apart), or those before one, oldest first. */
export const ChatMessagesQuery = z.object({
  before: Id.optional().describe('A message id: the page before it'),
  limit: z.coerce.number().int().min(1).max(MAX_CHAT_PAGE).default(50),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>;

/** PATCH /users/me/chat/channels/{type}/{id}: mute or unmute, and mark the channel read up to a message. */
export const ChatChannelStateInput = z
  .object({
    muted: z.boolean().optional(),
    lastReadMessageId: Id.optional().describe('Everything up to this message is read: the unread count starts after it'),
  })
  .strict();
export type ChatChannelStateInput = z.input<typeof ChatChannelStateInput>;

export const ChatSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ChatSearchQuery = z.infer<typeof ChatSearchQuery>;

export const ChatReaction = z.object({ emoji: z.string(), count: z.number().int(), userIds: z.array(z.string()) });
export type ChatReaction = z.infer<typeof ChatReaction>;

export const ChatMessage = z.object({
  id: z.string(),
  channelId: z.string(),
  /** Increases with every message of the server: replay and ordering go by it. */
  seq: z.number().int(),
  parentId: z.string().nullable(),
  author: UserSummary,
  /** Empty once deleted. */
  body: z.string(),
  deleted: z.boolean(),
  editedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  replyCount: z.number().int(),
  reactions: z.array(ChatReaction),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessagePage = z.object({ data: z.array(ChatMessage), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

export const ChatReplies = z.object({ parent: ChatMessage, data: z.array(ChatMessage) });
export type ChatReplies = z.infer<typeof ChatReplies>;

/** The newest message of a channel, as its list shows it: who wrote it, its first line, when. */
export const ChatLastMessage = z.object({
  id: z.string(),
  author: UserSummary,
  /** The start of its first line, at most CHAT_EXCERPT_LENGTH characters. */
  excerpt: z.string(),
  createdAt: Timestamp,
});
export type ChatLastMessage = z.infer<typeof ChatLastMessage>;

export const ChatChannel = z.object({
  id: z.string(),
  type: ChatChannelTypeSchema,
  /** The id in /chat/channels/{type}/{id}. */
  refId: z.string(),
  name: z.string(),
  /** The social of a social channel (its page link). */
  social: z.object({ id: z.string(), slug: z.string() }).nullable(),
  /** The other person of a direct channel. */
  peer: UserSummary.nullable(),
  muted: z.boolean(),
  unreadCount: z.number().int(),
  lastMessageAt: Timestamp.nullable(),
  /** The newest message not deleted (thread replies included); null in a quiet channel. */
  lastMessage: ChatLastMessage.nullable(),
  /** Whether the caller may delete others' messages here (a host of the channel, or staff). */
  canModerate: z.boolean(),
});
export type ChatChannel = z.infer<typeof ChatChannel>;

export const ChatChannelList = z.object({ data: z.array(ChatChannel) });
export type ChatChannelList = z.infer<typeof ChatChannelList>;

export const ChatMember = UserSummary.extend({ role: z.enum(['HOST', 'MEMBER']) });
export type ChatMember = z.infer<typeof ChatMember>;

export const ChatMemberList = z.object({ data: z.array(ChatMember) });
export type ChatMemberList = z.infer<typeof ChatMemberList>;

export const ChatMessageHit = ChatMessage.extend({ channel: ChatChannel.pick({ id: true, type: true, refId: true, name: true }) });
export type ChatMessageHit = z.infer<typeof ChatMessageHit>;

export const ChatMessageHits = z.object({ data: z.array(ChatMessageHit) });
export type ChatMessageHits = z.infer<typeof ChatMessageHits>;

export const ChatSearchResults = z.object({ messages: z.array(ChatMessageHit), channels: z.array(ChatChannel) });
export type ChatSearchResults = z.infer<typeof ChatSearchResults>;

export const CircleChatChannelId = z.object({ chatChannelId: z.string() });
export type CircleChatChannelId = z.infer<typeof CircleChatChannelId>;

/** What a client sends over the chat's WebSocket (ChatClientFrame); the server refuses anything else. */
export const ChatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), channelId: Id, after: Id.optional() }),
  z.object({ type: z.literal('unsubscribe'), channelId: Id }),
  z.object({ type: z.literal('ping') }),
]);
