/** Who is acting on a message, and what they are in its channel. */
export interface ChatActor {
  userId: string;
  isStaff: boolean;
  /** A host of the channel: the social's owner or an accepted co-host, a circle's owner or host. */
  isChannelHost: boolean;
}

/** Deleting a message: its author, a host of the channel, or staff. */
export function canDeleteChatMessage(actor: ChatActor, message: { authorId: string }): boolean {
  return actor.userId === message.authorId || actor.isChannelHost || actor.isStaff;
}

/** Editing puts words in the author's mouth: only the author edits. Hosts and staff delete instead. */
export function canEditChatMessage(actor: Pick<ChatActor, 'userId'>, message: { authorId: string }): boolean {
  return actor.userId === message.authorId;
}
