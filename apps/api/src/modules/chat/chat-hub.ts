import {
  CHAT_SOCKET_CLOSE,
  CHAT_SOCKET_MAX_CHANNELS,
  ChatClientFrameSchema,
  decodeJwtPayload,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
} from '@socials/domain';
import type { WebSocket } from 'ws';
import type { ServiceLogger } from '../../core/app-deps';
import type { Caller } from '../../core/caller';
import type { Db } from '../../core/db';
import type { NotificationBus } from '../../core/notification-bus';
import { TokenBucket } from '../../core/token-bucket';
import { CHAT_NOTIFY_CHANNEL, parseChatEvent, type ChatEvent } from './chat-events';
import { findChannelById, findMessage, findMessageRow, listMessagesAfter, type ChannelWithContext } from './chat.repo';
import { channelRoleOf, membersAmong } from './chat.service';
import { toChatMessage } from './chat.views';

/** How long a new socket has to send its token. */
const AUTH_TIMEOUT_MS = 10_000;
/**
 * Frames a socket may send at once. A page that connects sends its token and then one subscribe
 * per channel it follows (at most CHAT_SOCKET_MAX_CHANNELS), all together: the burst holds them
 * with room to spare. Every frame counts, so a flood gets at most this many lookups, one at a time.
 */
export const FRAME_BURST = CHAT_SOCKET_MAX_CHANNELS + 20;
/** Frames a second once the burst is spent: a page opens a channel or follows a new one now and then, far below this. */
export const FRAMES_PER_SECOND = 10;
/** Frames refused past the budget (each answered SLOW_DOWN) after which the socket is closed: it was told and went on. */
export const MAX_REFUSED_FRAMES = 20;
/** Most messages a subscribe replays; a client further behind reloads the channel over HTTP. */
const MAX_REPLAY = 1000;
/** A socket that answers no ping for this long is dropped. */
const HEARTBEAT_MS = 30_000;

interface Client {
  socket: WebSocket;
  userId: string | null;
  /** Closes the socket when its access token expires (the client renews it and reconnects, resuming where it was). */
  expiry?: NodeJS.Timeout;
  subscriptions: Map<string, Subscription>;
  alive: boolean;
  budget: TokenBucket;
  /** Frames refused for the budget, over the socket's life. */
  refused: number;
  /** The socket's frames, handled one at a time in the order they came. */
  work: Promise<void>;
}

interface Subscription {
  client: Client;
  channelId: string;
  /** The last message this socket holds of the channel: nothing at or before it is sent again. */
  lastSeq: number;
}

export interface ChatHubDeps {
  db: Db;
  notifications: NotificationBus;
  /**
   * Who a socket's access token speaks for, or null, refused as on every request: a token of an
   * account deleted, disabled or signed out everywhere (the HTTP layer's check, handed in).
   */
  authenticate: (token: string) => Promise<Caller | null>;
  log: ServiceLogger;
}

/**
 * The sockets of this instance and what they follow. Every instance hears of each new or changed
 * message through the notification bus (sent in the message's transaction, whoever's instance
 * wrote it), reads it once, checks which of its subscribers are still members, and sends it to
 * them. All work on one channel (subscribes with their replay, deliveries) runs in one queue, so
 * a socket gets each message once, in order, whether it came live or in a replay. Each socket's
 * frames are handled one at a time, within a budget (FRAME_BURST, FRAMES_PER_SECOND): a frame past
 * it is refused at once, and a socket that goes on is closed, so no client can queue unbounded work.
 */
export class ChatHub {
  private readonly byChannel = new Map<string, Set<Subscription>>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly clients = new Set<Client>();
  private readonly channels = new Map<string, ChannelWithContext>();
  private stopListening: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ChatHubDeps) {}

  async start(): Promise<void> {
    this.stopListening = await this.deps.notifications.subscribe(CHAT_NOTIFY_CHANNEL, (payload) => {
      const event = parseChatEvent(payload);
      if (event && this.byChannel.has(event.channelId)) void this.enqueue(event.channelId, () => this.deliver(event));
    });
    // Notifications sent while the bus was not listening are lost: each socket is brought up to date from its last message.
    this.deps.notifications.onGap(() => {
      for (const channelId of this.byChannel.keys()) void this.enqueue(channelId, () => this.catchUp(channelId));
    });
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  stop(): void {
    this.stopListening?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const client of this.clients) client.socket.close(1001, 'Server closing');
  }

  /** How many sockets follow the channel here (tests and the benchmark read it). */
  subscriberCount(channelId: string): number {
    return this.byChannel.get(channelId)?.size ?? 0;
  }

  accept(socket: WebSocket): void {
    const client: Client = {
      socket,
      userId: null,
      subscriptions: new Map(),
      alive: true,
      budget: new TokenBucket(FRAME_BURST, FRAMES_PER_SECOND),
      refused: 0,
      work: Promise.resolve(),
    };
    this.clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.userId) socket.close(CHAT_SOCKET_CLOSE.authTimeout, 'Send your token first');
    }, AUTH_TIMEOUT_MS);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (socket.readyState !== socket.OPEN) return;
      if (isBinary) return socket.close(CHAT_SOCKET_CLOSE.badFrame, 'Text frames only');
      // Refused before any work: a frame past the budget costs no lookup and waits in no queue.
      if (!client.budget.take()) return this.refuse(client);
      const frame = parseFrame(String(data));
      if (typeof frame === 'string') return socket.close(CHAT_SOCKET_CLOSE.badFrame, frame);
      // One frame at a time: a socket never has two lookups running, and its backlog is bounded by the budget.
      client.work = client.work
        .then(() => this.onFrame(client, frame))
        .catch((err: unknown) => {
          this.deps.log.warn({ err }, 'A chat frame failed');
          send(client, { type: 'error', code: 'FAILED', message: 'Something went wrong; try again' });
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(client.expiry);
      this.clients.delete(client);
      for (const subscription of client.subscriptions.values()) this.remove(subscription);
    });
  }

  /** A frame past the budget: dropped and answered SLOW_DOWN; a socket that goes on is closed. */
  private refuse(client: Client): void {
    client.refused += 1;
    if (client.refused > MAX_REFUSED_FRAMES) return client.socket.close(CHAT_SOCKET_CLOSE.flooding, 'Too many frames');
    send(client, { type: 'error', code: 'SLOW_DOWN', message: `Too many frames: send at most ${FRAMES_PER_SECOND} a second. This one was dropped.` });
  }

  private async onFrame(client: Client, frame: ChatClientFrame): Promise<void> {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (frame.type === 'ping') return send(client, { type: 'pong' });
    if (frame.type === 'auth') {
      const claims = await this.deps.authenticate(frame.token);
      if (!claims || (client.userId && client.userId !== claims.userId))
        return client.socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'The access token is invalid or has expired');
      client.userId = claims.userId;
      const exp = decodeJwtPayload(frame.token)?.exp;
      clearTimeout(client.expiry);
      if (typeof exp === 'number') {
        client.expiry = setTimeout(
          () => client.socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'The access token has expired'),
          Math.max(0, exp * 1000 - Date.now()),
        );
        client.expiry.unref();
      }
      return send(client, { type: 'ready', userId: claims.userId });
    }
    if (!client.userId) return client.socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'Send your token first');
    if (frame.type === 'unsubscribe') {
      const subscription = client.subscriptions.get(frame.channelId);
      if (subscription) this.remove(subscription);
      return;
    }
    const { channelId, after } = frame;
    if (client.subscriptions.size >= CHAT_SOCKET_MAX_CHANNELS && !client.subscriptions.has(channelId)) {
      return send(client, { type: 'error', code: 'TOO_MANY_CHANNELS', message: `Follow at most ${CHAT_SOCKET_MAX_CHANNELS} channels at once` });
    }
    await this.enqueue(channelId, () => this.subscribe(client, channelId, after));
  }

  /** Checks membership, replays what came after `after`, then follows the channel live. */
  private async subscribe(client: Client, channelId: string, after: string | undefined): Promise<void> {
    const userId = client.userId;
    if (!userId || client.socket.readyState !== client.socket.OPEN) return;
    // A channel followed here is known already (its kind and owner never change); membership is read each time.
    const context = this.channels.get(channelId) ?? (await findChannelById(this.deps.db, channelId));
    if (!context || !(await channelRoleOf(this.deps.db, context, userId))) {
      return send(client, { type: 'unsubscribed', channelId, reason: 'You are not a member of this channel' });
    }
    let lastSeq = 0;
    const replay: ChatMessage[] = [];
    if (after) {
      const from = await findMessageRow(this.deps.db, after);
      if (!from || from.channelId !== channelId) return send(client, { type: 'error', code: 'BAD_RESUME', message: 'Resume from a message of this channel' });
      lastSeq = from.seq;
      replay.push(...(await listMessagesAfter(this.deps.db, channelId, lastSeq, MAX_REPLAY)).map(toChatMessage));
    }
    const subscription: Subscription = client.subscriptions.get(channelId) ?? { client, channelId, lastSeq };
    subscription.lastSeq = Math.max(lastSeq, ...replay.map((message) => message.seq));
    client.subscriptions.set(channelId, subscription);
    const subscribers = this.byChannel.get(channelId) ?? new Set<Subscription>();
    subscribers.add(subscription);
    this.byChannel.set(channelId, subscribers);
    this.channels.set(channelId, context);
    send(client, { type: 'subscribed', channelId });
    for (const message of replay) send(client, { type: 'message', channelId, message });
  }

  private async deliver(event: ChatEvent): Promise<void> {
    const subscribers = await this.stillMembers(event.channelId);
    if (subscribers.length === 0) return;
    const found = await findMessage(this.deps.db, event.messageId);
    if (!found) return;
    const message = toChatMessage(found);
    if (event.kind === 'updated') {
      broadcast(subscribers, { type: 'message-updated', channelId: event.channelId, message });
      return;
    }
    const behind = subscribers.filter((subscription) => subscription.lastSeq < message.seq);
    for (const subscription of behind) subscription.lastSeq = message.seq;
    broadcast(behind, { type: 'message', channelId: event.channelId, message });
  }

  /** After a gap: each subscriber gets the messages after the last one it holds. */
  private async catchUp(channelId: string): Promise<void> {
    const subscribers = await this.stillMembers(channelId);
    if (subscribers.length === 0) return;
    const from = Math.min(...subscribers.map((subscription) => subscription.lastSeq));
    const missed = (await listMessagesAfter(this.deps.db, channelId, from, MAX_REPLAY)).map(toChatMessage);
    for (const subscription of subscribers) {
      for (const message of missed) {
        if (message.seq <= subscription.lastSeq) continue;
        send(subscription.client, { type: 'message', channelId, message });
        subscription.lastSeq = message.seq;
      }
    }
  }

  /** The channel's subscribers here who are still members; the others are unsubscribed and told so, at once. */
  private async stillMembers(channelId: string): Promise<Subscription[]> {
    const subscribers = [...(this.byChannel.get(channelId) ?? [])];
    if (subscribers.length === 0) return [];
    const context = await this.channel(channelId);
    const userIds = [...new Set(subscribers.map((subscription) => subscription.client.userId ?? ''))];
    const members = context ? await membersAmong(this.deps.db, context, userIds) : new Set<string>();
    const kept: Subscription[] = [];
    for (const subscription of subscribers) {
      if (subscription.client.userId && members.has(subscription.client.userId)) {
        kept.push(subscription);
        continue;
      }
      this.remove(subscription);
      send(subscription.client, { type: 'unsubscribed', channelId, reason: 'You are no longer a member of this channel' });
    }
    return kept;
  }

  /** A channel's kind and what it belongs to never change: each is read once per instance. */
  private async channel(channelId: string): Promise<ChannelWithContext | null> {
    const known = this.channels.get(channelId);
    if (known) return known;
    const found = await findChannelById(this.deps.db, channelId);
    if (found) this.channels.set(channelId, found);
    return found;
  }

  private remove(subscription: Subscription): void {
    subscription.client.subscriptions.delete(subscription.channelId);
    const subscribers = this.byChannel.get(subscription.channelId);
    subscribers?.delete(subscription);
    if (subscribers?.size === 0) {
      this.byChannel.delete(subscription.channelId);
      this.channels.delete(subscription.channelId);
    }
  }

  /** Runs `work` after everything already queued for the channel; resolves when it is done (it never rejects). */
  private enqueue(channelId: string, work: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(channelId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((err: unknown) => this.deps.log.warn({ err, channelId }, 'Chat delivery failed'))
      .finally(() => {
        if (this.queues.get(channelId) === next) this.queues.delete(channelId);
      });
    this.queues.set(channelId, next);
    return next;
  }

  private checkAlive(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}

/** The frame, or why the socket is closed: a frame that is not JSON or not one of ChatClientFrame. */
function parseFrame(text: string): ChatClientFrame | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'Frames are JSON';
  }
  const parsed = ChatClientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : 'Unknown frame';
}

function send(client: Client, frame: ChatServerFrame): void {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(frame));
}

/** One serialization for every socket. */
function broadcast(subscribers: readonly Subscription[], frame: ChatServerFrame): void {
  if (subscribers.length === 0) return;
  const data = JSON.stringify(frame);
  for (const { client } of subscribers) if (client.socket.readyState === client.socket.OPEN) client.socket.send(data);
}
