import { getDisplayName, type ChatChannel, type ChatMessage, type UserSummary } from '@socials/domain';
import type { ChannelWithContext, MessageWithPeople } from './chat.repo';

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

export function toChatChannel(
  context: ChannelWithContext,
  viewerId: string,
  state: { muted: boolean; unread: number } | undefined,
  canModerate: boolean,
): ChatChannel {
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
    canModerate,
  };
}
