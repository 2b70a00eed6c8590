import { CHAT_EXCERPT_LENGTH, getDisplayName, type ChatChannel, type ChatLastMessage, type ChatMessage, type UserSummary } from '@socials/domain';
import type { ChannelState, ChannelWithContext, LastMessageRow, MessageWithPeople } from './chat.repo';

export function toChatMessage({ message, author, reactions }: MessageWithPeople): ChatMessage {
  const deleted = message.deletedAt !== null;
  return {
    id: message.id,
    channelId: message.channelId,
    seq: message.seq,
    parentId: message.parentId,
    author,
    body: deleted ? '' : message.body,
    deleted,
    editedAt: message.editedAt?.getTime() ?? null,
    createdAt: message.createdAt.getTime(),
    replyCount: message.replyCount,
    reactions: deleted ? [] : reactions.map(({ emoji, userIds }) => ({ emoji, count: userIds.length, userIds })),
  };
}

/** The id in /chat/channels/{type}/{id}: the social's, the circle's, or the direct channel's own. */
export function channelRefId({ channel }: ChannelWithContext): string {
  return channel.socialId ?? channel.circleId ?? channel.id;
}

/** The other person of a direct channel, as `viewerId` sees it. */
export function peerOf(context: ChannelWithContext, viewerId: string): UserSummary | null {
  if (context.channel.type !== 'direct') return null;
  return context.userA?.id === viewerId ? context.userB : context.userA;
}

export function channelName(context: ChannelWithContext, viewerId: string): string {
  if (context.social) return context.social.title;
  if (context.circle) return context.circle.name;
  return getDisplayName(peerOf(context, viewerId)) || 'Direct message';
}

/** The message's first line, cut at a word to CHAT_EXCERPT_LENGTH characters; an ellipsis says there is more. */
export function chatExcerpt(body: string): string {
  const lines = body
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const first = lines[0] ?? '';
  if (first.length <= CHAT_EXCERPT_LENGTH) return lines.length > 1 ? `${first}…` : first;
  const short = first.slice(0, CHAT_EXCERPT_LENGTH - 1);
  const space = short.lastIndexOf(' ');
  return `${space > CHAT_EXCERPT_LENGTH / 2 ? short.slice(0, space) : short}…`;
}

function toLastMessage(row: LastMessageRow): ChatLastMessage {
  return { id: row.id, author: row.author, excerpt: chatExcerpt(row.body), createdAt: row.createdAt.getTime() };
}

export function toChatChannel(context: ChannelWithContext, viewerId: string, state: ChannelState | undefined, canModerate: boolean): ChatChannel {
  return {
    id: context.channel.id,
    type: context.channel.type,
    refId: channelRefId(context),
    name: channelName(context, viewerId),
    social: context.social ? { id: context.social.id, slug: context.social.slug } : null,
    peer: peerOf(context, viewerId),
    muted: state?.muted ?? false,
    unreadCount: state?.unread ?? 0,
    lastMessageAt: context.channel.lastMessageAt?.getTime() ?? null,
    lastMessage: state?.lastMessage ? toLastMessage(state.lastMessage) : null,
    canModerate,
  };
}
