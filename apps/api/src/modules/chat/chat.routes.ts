import fastifyWebsocket from '@fastify/websocket';
import {
  CHAT_SOCKET_PATH,
  ChatChannel,
  ChatChannelList,
  ChatChannelParams,
  ChatChannelStateInput,
  ChatMemberList,
  ChatMessage,
  ChatMessageHits,
  ChatMessageInput,
  ChatMessagePage,
  ChatMessageParams,
  ChatMessagePatch,
  ChatMessagesQuery,
  ChatReactionInput,
  ChatReplies,
  ChatSearchQuery,
  ChatSearchResults,
  CircleChatChannelId,
  CreateChatChannelInput,
  ErrorBody,
  IdParams,
  OkBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateBearer, requireUser } from '../../http/plugins/auth';
import { forbidden } from '../../http/http-error';
import type { RouteDeps } from '../../http/route-deps';
import { ChatHub } from './chat-hub';
import {
  circleChatChannelId,
  deleteMessage,
  editMessage,
  getChannel,
  listChannelMembers,
  listMessages,
  listMyChannels,
  listReplies,
  openChannel,
  postMessage,
  reactToMessage,
  searchChannels,
  searchChat,
  searchMessages,
  updateMyChannelState,
  type ChatDeps,
} from './chat.service';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const channelPath = '/chat/channels/:type/:id';

/** The largest frame a client may send (a token, a subscribe): messages themselves are posted over HTTP. */
const MAX_FRAME_BYTES = 8 * 1024;

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Chat: channels of socials, circles and two people; messages, threads, reactions; and the live socket. */
export const chatRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, notifications }) => {
  const deps: ChatDeps = { db, notifications, messagesPerMinute: config.chat.messagesPerMinute };
  const hub = new ChatHub({ db, notifications, authenticate: (token) => authenticateBearer({ db, config }, token), log: app.log });
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      // A page of another site must not open a socket here; the token is sent in the first frame, never in the URL.
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin === undefined) return;
        const own = [originOf(config.publicUrl), originOf(`${request.protocol}://${request.host}`)];
        if (!own.includes(originOf(origin))) throw forbidden('Connect to the chat from this site only');
      },
    },
    (socket) => hub.accept(socket),
  );

  app.post(
    '/chat/channels',
    {
      schema: {
        tags,
        summary: 'Opens a channel: the direct one with someone (made once per pair), or the channel of a social or circle the caller belongs to',
        security,
        body: CreateChatChannelInput,
        response: { 200: ChatChannel, ...errors },
      },
    },
    async (request) => openChannel(db, requireUser(request), request.body),
  );

  app.get(
    '/chat/channels',
    {
      schema: {
        tags,
        summary: "The caller's channels (socials they host or are going to, their circles, their direct messages), most recent first, with unread counts",
        security,
        response: { 200: ChatChannelList, ...errors },
      },
    },
    async (request) => listMyChannels(db, requireUser(request)),
  );

  app.get(
    channelPath,
    {
      schema: {
        tags,
        summary: 'A channel: {type} is circle, social or direct; {id} the circle, the social, or the direct channel',
        description: "A social's channel holds its hosts and the guests who are going; staff read and moderate social and circle channels.",
        security,
        params: ChatChannelParams,
        response: { 200: ChatChannel, ...errors },
      },
    },
    async (request) => getChannel(db, requireUser(request), request.params),
  );

  app.get(
    `${channelPath}/messages`,
    {
      schema: {
        tags,
        summary: "A page of the channel's messages (thread replies apart), oldest first; before pages back",
        security,
        params: ChatChannelParams,
        querystring: ChatMessagesQuery,
        response: { 200: ChatMessagePage, ...errors },
      },
    },
    async (request) => listMessages(db, requireUser(request), request.params, request.query),
  );

  app.post(
    `${channelPath}/messages`,
    {
      schema: {
        tags,
        summary: 'Posts a message, or a reply in the thread of parentId; members only, a few per minute',
        security,
        params: ChatChannelParams,
        body: ChatMessageInput,
        response: { 201: ChatMessage, ...errors },
      },
    },
    async (request, reply) => {
      const message = await postMessage(deps, requireUser(request), request.params, request.body);
      return reply.code(201).send(message);
    },
  );

  app.get(
    `${channelPath}/messages/:mid/replies`,
    {
      schema: {
        tags,
        summary: 'The thread of a message: its first message and the replies, oldest first',
        security,
        params: ChatMessageParams,
        response: { 200: ChatReplies, ...errors },
      },
    },
    async (request) => listReplies(db, requireUser(request), request.params, request.params.mid),
  );

  app.post(
    `${channelPath}/messages/:mid/reactions`,
    {
      schema: {
        tags,
        summary: "Adds the caller's reaction (an emoji) to a message, or takes it back when they had it",
        security,
        params: ChatMessageParams,
        body: ChatReactionInput,
        response: { 200: ChatMessage, ...errors },
      },
    },
    async (request) => reactToMessage(deps, requireUser(request), request.params, request.params.mid, request.body.emoji),
  );

  app.patch(
    `${channelPath}/messages/:mid`,
    {
      schema: {
        tags,
        summary: 'The author edits their message',
        security,
        params: ChatMessageParams,
        body: ChatMessagePatch,
        response: { 200: ChatMessage, ...errors },
      },
    },
    async (request) => editMessage(deps, requireUser(request), request.params, request.params.mid, request.body),
  );

  app.delete(
    `${channelPath}/messages/:mid`,
    {
      schema: {
        tags,
        summary: "Deletes a message: its author, the channel's hosts or staff; its thread stays",
        security,
        params: ChatMessageParams,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await deleteMessage(deps, requireUser(request), request.params, request.params.mid);
      return { ok: true as const };
    },
  );

  app.get(
    '/chat/search',
    {
      schema: {
        tags,
        summary: "Messages (full text) and channels (by name) of the caller's channels that match the words",
        security,
        querystring: ChatSearchQuery,
        response: { 200: ChatSearchResults, ...errors },
      },
    },
    async (request) => searchChat(db, requireUser(request), request.query),
  );

  app.get(
    '/chat/search/messages',
    {
      schema: {
        tags,
        summary: "Messages of the caller's channels that match the words (PostgreSQL full text), newest first",
        security,
        querystring: ChatSearchQuery,
        response: { 200: ChatMessageHits, ...errors },
      },
    },
    async (request) => searchMessages(db, requireUser(request), request.query),
  );

  app.get(
    '/chat/search/channels',
    {
      schema: {
        tags,
        summary: "The caller's channels whose name holds every word",
        security,
        querystring: ChatSearchQuery,
        response: { 200: ChatChannelList, ...errors },
      },
    },
    async (request) => searchChannels(db, requireUser(request), request.query),
  );

  app.get(
    '/chat/channels/team/:id/members',
    {
      schema: { tags, summary: 'Who is in the channel with this id, hosts first', security, params: IdParams, response: { 200: ChatMemberList, ...errors } },
    },
    async (request) => listChannelMembers(db, requireUser(request), request.params.id),
  );

  app.get(
    '/chat/circles/chatChannelId/:id',
    {
      schema: {
        tags,
        summary: "The id of the circle's channel, for its members and staff",
        security,
        params: IdParams,
        response: { 200: CircleChatChannelId, ...errors },
      },
    },
    async (request) => circleChatChannelId(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/users/me/chat/channels/:type/:id',
    {
      schema: {
        tags,
        summary: 'The caller mutes or unmutes a channel, or marks it read up to a message (its unread count starts after it)',
        security,
        params: ChatChannelParams,
        body: ChatChannelStateInput,
        response: { 200: ChatChannel, ...errors },
      },
    },
    async (request) => updateMyChannelState(db, requireUser(request), request.params, request.body),
  );
};
