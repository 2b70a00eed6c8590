import { canDeleteChatMessage, canEditChatMessage } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { ChannelWithContext, ChatMessageRow } from './chat.repo';
import { chatError } from './chat.errors';

/** Who may do what in a channel. */

/** The caller's place in a channel: HOST (a social's owner or accepted co-host, a circle's owner or host), MEMBER, or nobody. */
export type ChannelRole = 'HOST' | 'MEMBER' | null;

export interface ChannelAccess {
  channel: ChannelWithContext;
  viewer: Caller;
  role: ChannelRole;
}

/**
 * Reading: members, and staff, who moderate every social and circle channel. Two people's direct
 * channel is theirs alone: for anyone else it does not exist.
 */
export function requireReader(access: ChannelAccess): void {
  if (access.role) return;
  if (access.channel.channel.type === 'direct') throw chatError('NOT_FOUND', 'Channel not found');
  if (!access.viewer.isAdmin) throw chatError('NOT_A_CHANNEL_MEMBER', 'Only the members of this channel can read it');
}

/** Posting, reacting and marking read: members only (staff moderate, they do not take part). */
export function requireMember(access: ChannelAccess): void {
  requireReader(access);
  if (!access.role) throw chatError('NOT_A_CHANNEL_MEMBER', 'Only the members of this channel can write in it');
}

/** Whether the caller may delete others' messages here. */
export function canModerate(access: ChannelAccess): boolean {
  return access.role === 'HOST' || (access.viewer.isAdmin && access.channel.channel.type !== 'direct');
}

export function requireEditor(access: ChannelAccess, message: ChatMessageRow): void {
  if (!canEditChatMessage({ userId: access.viewer.userId }, message)) throw chatError('CHAT_NOT_THE_AUTHOR', 'Only the author can edit a message');
}

export function requireDeleter(access: ChannelAccess, message: ChatMessageRow): void {
  const actor = { userId: access.viewer.userId, isStaff: access.viewer.isAdmin, isChannelHost: canModerate(access) };
  if (!canDeleteChatMessage(actor, message)) throw chatError('CHAT_MODERATORS_ONLY', "Only the author, the channel's hosts or staff can delete a message");
}
