import { randomUUID } from 'node:crypto';
import { type AreaMatrix, everyone, goneForSignedIn, type MatrixRequest, type Outcomes, signedIn } from '../../security/matrix';
import { findMessage } from './chat.repo';

/** Host A's social with the attendee going: its channel holds host A (HOST) and the attendee (MEMBER). */
interface ChatWorld {
  socialId: string;
  channelId: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    chat: ChatWorld;
    /** A new message in the chat social's channel, by host A or by the attendee. */
    freshChatMessage(author: 'host' | 'attendee'): Promise<{ id: string }>;
    /** A direct channel between the attendee and the guest (neither host nor staff are in it). */
    directChatChannelId: string;
  }
}

/** The channel's members read it; staff read it to moderate; others are refused. */
const readers: Outcomes = { anonymous: '401', attendee: '2xx', host: '2xx', otherHost: '403', admin: '2xx' };
/** Members take part; staff moderate but do not post. */
const members: Outcomes = { ...readers, admin: '403' };
/** A circle's channel: its members (the circle member, host A who owns it) and staff read it; the attendee and host B are not in it. */
const circleReaders: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx', circleMember: '2xx' };
/** The author alone. */
const attendeeAuthor: Outcomes = { anonymous: '401', attendee: '2xx', host: '403', otherHost: '403', admin: '403' };
/** The attendee's and the guest's direct channel: for anyone else it does not exist. */
const directPair: Outcomes = { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' };

const channel = (w: { chat: ChatWorld }) => ({ type: 'social', id: w.chat.socialId });

/** A request about a new message; a write names the message, whose stored state (reactions included) a refusal must leave alone. */
async function byMessage(
  w: { chat: ChatWorld; freshChatMessage(author: 'host' | 'attendee'): Promise<{ id: string }> },
  author: 'host' | 'attendee',
  payload?: object,
  { write = true } = {},
): Promise<MatrixRequest> {
  const message = await w.freshChatMessage(author);
  return { params: { ...channel(w), mid: message.id }, ...(payload ? { payload } : {}), ...(write ? { writes: { chatMessage: message.id } } : {}) };
}

/** Who may call the chat's routes. */
export const matrix: AreaMatrix = {
  entries: [
    // The socket answers upgrades only: a plain GET finds nothing.
    { route: 'GET /api/chat/ws', expect: everyone('404'), request: () => ({}) },
    { route: 'GET /api/chat/channels', expect: signedIn, request: () => ({}) },
    {
      route: 'POST /api/chat/channels',
      object: "the chat social's channel",
      expect: readers,
      request: (w) => ({ payload: { type: 'social', socialId: w.chat.socialId } }),
    },
    {
      route: 'POST /api/chat/channels',
      object: 'a direct channel with host A',
      expect: { ...signedIn, host: '400' },
      request: (w) => ({ payload: { type: 'direct', userId: w.hostA.userId } }),
    },
    { route: 'GET /api/chat/channels/:type/:id', object: "the chat social's channel", expect: readers, request: (w) => ({ params: channel(w) }) },
    {
      route: 'GET /api/chat/channels/:type/:id',
      object: "the attendee's direct channel",
      expect: directPair,
      request: (w) => ({ params: { type: 'direct', id: w.directChatChannelId } }),
    },
    {
      route: 'GET /api/chat/channels/:type/:id',
      object: 'unknown social',
      expect: goneForSignedIn,
      request: () => ({ params: { type: 'social', id: randomUUID() } }),
    },
    { route: 'GET /api/chat/channels/:type/:id/messages', object: "the chat social's channel", expect: readers, request: (w) => ({ params: channel(w) }) },
    {
      route: 'GET /api/chat/channels/:type/:id/messages',
      object: "the attendee's direct channel",
      expect: directPair,
      request: (w) => ({ params: { type: 'direct', id: w.directChatChannelId } }),
    },
    {
      route: 'POST /api/chat/channels/:type/:id/messages',
      object: "the chat social's channel",
      expect: members,
      request: (w) => ({ params: channel(w), payload: { body: 'Matrix message' } }),
    },
    {
      route: 'GET /api/chat/channels/:type/:id/messages/:mid/replies',
      object: "host A's message",
      expect: readers,
      request: (w) => byMessage(w, 'host', undefined, { write: false }),
    },
    {
      route: 'POST /api/chat/channels/:type/:id/messages/:mid/reactions',
      object: "host A's message",
      expect: members,
      request: (w) => byMessage(w, 'host', { emoji: '👍' }),
    },
    {
      route: 'PATCH /api/chat/channels/:type/:id/messages/:mid',
      object: "the attendee's message",
      expect: attendeeAuthor,
      request: (w) => byMessage(w, 'attendee', { body: 'Edited' }),
    },
    // Deleting: the author, the channel's hosts, staff.
    {
      route: 'DELETE /api/chat/channels/:type/:id/messages/:mid',
      object: "the attendee's message",
      expect: readers,
      request: (w) => byMessage(w, 'attendee'),
    },
    {
      route: 'DELETE /api/chat/channels/:type/:id/messages/:mid',
      object: "host A's message",
      expect: { ...readers, attendee: '403' },
      request: (w) => byMessage(w, 'host'),
    },
    // Searches cover the caller's own channels only.
    { route: 'GET /api/chat/search', expect: signedIn, request: () => ({ query: { q: 'matrix' } }) },
    { route: 'GET /api/chat/search/messages', expect: signedIn, request: () => ({ query: { q: 'matrix' } }) },
    { route: 'GET /api/chat/search/channels', expect: signedIn, request: () => ({ query: { q: 'matrix' } }) },
    {
      route: 'GET /api/chat/channels/team/:id/members',
      object: "the chat social's channel",
      expect: readers,
      request: (w) => ({ params: { id: w.chat.channelId } }),
    },
    {
      route: 'GET /api/chat/channels/team/:id/members',
      object: "the attendee's direct channel",
      expect: directPair,
      request: (w) => ({ params: { id: w.directChatChannelId } }),
    },
    { route: 'GET /api/chat/circles/chatChannelId/:id', object: 'unknown circle', expect: goneForSignedIn, request: () => ({ params: { id: randomUUID() } }) },
    // A circle's channel: its active members (the owner, host A, moderates), and staff to moderate.
    {
      route: 'GET /api/chat/circles/chatChannelId/:id',
      object: "host A's private circle",
      expect: circleReaders,
      request: (w) => ({ params: { id: w.circles.private.id } }),
    },
    {
      route: 'GET /api/chat/channels/:type/:id',
      object: "host A's public circle",
      expect: circleReaders,
      request: (w) => ({ params: { type: 'circle', id: w.circles.public.id } }),
    },
    {
      route: 'POST /api/chat/channels/:type/:id/messages',
      object: "host A's public circle",
      expect: { ...circleReaders, admin: '403' },
      request: (w) => ({ params: { type: 'circle', id: w.circles.public.id }, payload: { body: 'Hello circle' } }),
    },
    {
      route: 'PATCH /api/users/me/chat/channels/:type/:id',
      object: "the chat social's channel",
      expect: members,
      request: (w) => ({ params: channel(w), payload: { muted: true } }),
    },
  ],
  seed: async ({ actors, sendOk, createSocial }) => {
    const social = await createSocial(actors.hostA.token, 'public');
    await sendOk('POST', `/api/socials/${social.id}/rsvps`, actors.attendee.token, {});
    const opened = await sendOk<{ id: string }>('POST', '/api/chat/channels', actors.attendee.token, { type: 'social', socialId: social.id });
    const direct = await sendOk<{ id: string }>('POST', '/api/chat/channels', actors.attendee.token, { type: 'direct', userId: actors.guest.userId });
    const tokens = { host: actors.hostA.token, attendee: actors.attendee.token };
    return {
      chat: { socialId: social.id, channelId: opened.id },
      directChatChannelId: direct.id,
      freshChatMessage: (author) =>
        sendOk<{ id: string }>('POST', `/api/chat/channels/social/${social.id}/messages`, tokens[author], { body: `Matrix message by ${author}` }),
    };
  },
  watches: { chatMessage: (db, id) => findMessage(db, id) },
};
