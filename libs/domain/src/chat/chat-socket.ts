import type { ChatMessage } from './chat.schema';

/**
 * The chat's WebSocket protocol. The client authenticates with its access token in the first
 * frame (a browser cannot set headers on a WebSocket, and a token in the URL would land in logs),
 * then subscribes to channels; `after` (the last message it holds) replays what it missed, in order.
 */
export type ChatClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channelId: string; after?: string }
  | { type: 'unsubscribe'; channelId: string }
  | { type: 'ping' };

export type ChatServerFrame =
  | { type: 'ready'; userId: string }
  /** A new message or reply: live, or replayed after a subscribe with `after`. */
  | { type: 'message'; channelId: string; message: ChatMessage }
  /** An edit, a deletion, a reaction or a new reply count. */
  | { type: 'message-updated'; channelId: string; message: ChatMessage }
  | { type: 'subscribed'; channelId: string }
  /** The caller is no longer a member (or the channel is gone): nothing more comes from it. */
  | { type: 'unsubscribed'; channelId: string; reason: string }
  | { type: 'pong' }
  /** A frame was refused; the socket stays open. Clients branch on the code, never on the message. */
  | { type: 'error'; code: ChatSocketErrorCode; message: string };

/**
 * Why a frame was refused: SLOW_DOWN, more frames than the socket's budget (it is dropped, not
 * done); TOO_MANY_CHANNELS, a subscribe past CHAT_SOCKET_MAX_CHANNELS; BAD_RESUME, an `after`
 * that is not a message of the channel; FAILED, the server could not do it (try again).
 */
export type ChatSocketErrorCode = 'SLOW_DOWN' | 'TOO_MANY_CHANNELS' | 'BAD_RESUME' | 'FAILED';

/**
 * Channels one socket follows at most. The page follows every channel it lists, most recent
 * first, and sends those subscribes at once when it connects: it follows no more than this.
 */
export const CHAT_SOCKET_MAX_CHANNELS = 200;

/** Close codes of the chat's WebSocket (4000-4999 are the application's). */
export const CHAT_SOCKET_CLOSE = {
  /** No or a bad token: renew the session and connect again. */
  unauthorized: 4401,
  /** A frame that is not JSON or not one of ChatClientFrame. */
  badFrame: 4400,
  /** The auth frame did not come in time. */
  authTimeout: 4408,
  /** The socket went on sending past its budget after frames were refused with SLOW_DOWN (the standard policy-violation code). */
  flooding: 1008,
} as const;
