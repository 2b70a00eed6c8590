/** The longest message, in characters: a longer one is refused with 400 (body.body). */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

/** The longest reaction: one emoji, possibly made of several code points (skin tones, flags, families). */
export const MAX_CHAT_REACTION_LENGTH = 16;

/** How many messages a page of a channel or a thread holds at most. */
export const MAX_CHAT_PAGE = 100;

/** The chat's WebSocket, under the API's base path. */
export const CHAT_SOCKET_PATH = '/chat/ws';

/** The kinds of channel: a circle's members, a social's guests who are going with its hosts, two people. */
export const CHAT_CHANNEL_TYPES = ['circle', 'social', 'direct'] as const;
export type ChatChannelType = (typeof CHAT_CHANNEL_TYPES)[number];

/** How much of the newest message a channel list shows: the start of its first line. */
export const CHAT_EXCERPT_LENGTH = 120;
