/** A message as far as ordering goes. */
export interface SequencedMessage {
  id: string;
  seq: number;
}

/**
 * The list with `incoming` added: one copy of each message (the incoming one replaces a copy it
 * already had: an edit, a reaction), in the order they were posted. A message that arrives both
 * live and in a replay after a reconnect shows once.
 */
export function mergeChatMessages<T extends SequencedMessage>(list: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return [...list];
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest message of a list (the one to resume after), or null. */
export function lastChatMessage<T extends SequencedMessage>(list: readonly T[]): T | null {
  let last: T | null = null;
  for (const message of list) if (!last || message.seq > last.seq) last = message;
  return last;
}
