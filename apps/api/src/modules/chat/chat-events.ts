import type { DbOrTx } from '../../core/db';
import type { NotificationBus } from '../../core/notification-bus';

/** The notification channel every API instance listens on for the chat. */
export const CHAT_NOTIFY_CHANNEL = 'chat_events';

/** What a notification says: which message of which channel is new or changed (the instances read the rest). */
export interface ChatEvent {
  channelId: string;
  messageId: string;
  kind: 'new' | 'updated';
}

/** Tells every instance once `tx` commits; a few dozen bytes, far under NOTIFY's 8000. */
export async function publishChatEvent(tx: DbOrTx, bus: NotificationBus, event: ChatEvent): Promise<void> {
  await bus.publish(tx, CHAT_NOTIFY_CHANNEL, JSON.stringify({ c: event.channelId, m: event.messageId, k: event.kind }));
}

export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const value = JSON.parse(payload) as { c?: unknown; m?: unknown; k?: unknown };
    if (typeof value.c !== 'string' || typeof value.m !== 'string' || (value.k !== 'new' && value.k !== 'updated')) return null;
    return { channelId: value.c, messageId: value.m, kind: value.k };
  } catch {
    return null;
  }
}
