import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

/** The database or a transaction under way (core/db.ts's DbOrTx, which opens the bus: named here by what the bus uses of it). */
type Statements = { execute(query: SQL): PromiseLike<unknown> };

/**
 * PostgreSQL LISTEN/NOTIFY shared by everything in one process: one listening connection, any
 * number of channels and subscribers. A notification is sent inside the transaction of the change
 * (`publish`, or a trigger's `pg_notify`), so every process hears of it exactly when the change
 * commits, and never of a change that rolled back.
 */
export interface NotificationBus {
  /** Calls `handler` with the payload of every notification on `channel`, from this process and every other one. */
  subscribe(channel: string, handler: NotificationHandler): Promise<() => void>;
  /** Notifies every process's subscribers of `channel` once `tx` commits (at once outside a transaction). */
  publish(tx: Statements, channel: string, payload: string): Promise<void>;
  /**
   * Resolves true once every notification committed before the call has reached this process's
   * subscribers; false when that cannot be known (not listening, or no answer within `timeoutMs`).
   */
  catchUp(timeoutMs?: number): Promise<boolean>;
  /** Whether notifications are being received now; while not, some may be missed. */
  readonly listening: boolean;
  /**
   * Calls `handler` each time listening starts again after a gap: notifications sent during the
   * gap are lost, so whatever they would have told must be assumed.
   */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

/** The channel catchUp sends its markers on; a process only ever waits for its own. */
const CATCH_UP_CHANNEL = 'notification_bus_catch_up';
const CATCH_UP_TIMEOUT_MS = 2000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** How the listening connection shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'socials-notifications';

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`A notification channel is a lowercase SQL identifier, got "${channel}"`);
}

/** The subscribers of each channel, and the delivery to them that every kind of bus shares. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<NotificationHandler>>();
  private readonly gapHandlers: (() => void)[] = [];

  /** Adds the handler; true when it is the channel's first (the caller then starts listening to it). */
  add(channel: string, handler: NotificationHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (handlers) {
      handlers.add(handler);
      return false;
    }
    this.byChannel.set(channel, new Set([handler]));
    return true;
  }

  remove(channel: string, handler: NotificationHandler): void {
    this.byChannel.get(channel)?.delete(handler);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: string): void {
    for (const handler of this.byChannel.get(channel) ?? []) handler(payload);
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  gap(): void {
    for (const handler of this.gapHandlers) handler();
  }
}

async function publishIn(tx: Statements, channel: string, payload: string): Promise<void> {
  checkChannel(channel);
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * PGlite runs in this process: a notification reaches the listeners while the commit that sends
 * it completes, before the writer's transaction returns, so there is never anything to catch up.
 */
export function pgliteNotificationBus(pglite: PGlite): NotificationBus {
  const subscribers = new Subscribers();
  const unlisteners: (() => Promise<void>)[] = [];
  let closed = false;
  return {
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (subscribers.add(channel, handler)) unlisteners.push(await pglite.listen(channel, (payload) => subscribers.deliver(channel, payload)));
      return () => subscribers.remove(channel, handler);
    },
    publish: publishIn,
    catchUp: async () => !closed,
    get listening() {
      return !closed;
    },
    onGap: (handler) => subscribers.onGap(handler),
    async close() {
      closed = true;
      for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => undefined);
    },
  };
}

/**
 * On PostgreSQL the bus holds one connection of its own, opened at the first subscription (a
 * process that never subscribes, a worker, opens none) and opened again with backoff whenever it
 * drops. It must be a direct connection: LISTEN does not survive a transaction-mode pooler.
 */
export function postgresNotificationBus(url: string, log: { warn(obj: object, msg: string): void } = console): NotificationBus {
  const subscribers = new Subscribers();
  const instance = randomUUID();
  const waiting = new Map<string, () => void>();
  let markers = 0;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const onCatchUp = (payload: string) => waiting.get(payload)?.();
  let markerInFlight: Promise<boolean> | null = null;
  let nextMarker: Promise<boolean> | null = null;

  async function sendMarker(timeoutMs: number): Promise<boolean> {
    const listener = client;
    if (!listener || !listening) return false;
    const marker = `${instance}:${++markers}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      // Notifications reach a listener in commit order: once the marker, sent after the callers'
      // commits, is back, every notification of those commits has been delivered.
      await listener.query('select pg_notify($1, $2)', [CATCH_UP_CHANNEL, marker]);
      return await arrived;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === CATCH_UP_CHANNEL) onCatchUp(message.payload ?? '');
      else subscribers.deliver(message.channel, message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of [CATCH_UP_CHANNEL, ...subscribers.channels()]) await next.query(`listen ${channel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listening = true;
    failures = 0;
    // Whatever was sent before this connection listened never reached this process.
    subscribers.gap();
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    listening = false;
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      void ensureConnected();
    }, delay);
    retry.unref();
  }

  function ensureConnected(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect()
      .catch((err: unknown) => {
        log.warn({ err }, 'The notification connection could not listen; trying again');
        scheduleReconnect();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (subscribers.add(channel, handler) && client) await client.query(`listen ${channel}`);
      await ensureConnected();
      return () => subscribers.remove(channel, handler);
    },
    publish: publishIn,
    catchUp(timeoutMs = CATCH_UP_TIMEOUT_MS) {
      // Callers share markers: whoever asks while one is on its way waits for the next, which is sent
      // after their commits, so a burst of writes costs two round trips, not one each.
      if (nextMarker) return nextMarker;
      const after = markerInFlight ?? Promise.resolve(true);
      const next = after.then(() => {
        nextMarker = null;
        const sent = sendMarker(timeoutMs);
        markerInFlight = sent;
        void sent.finally(() => {
          if (markerInFlight === sent) markerInFlight = null;
        });
        return sent;
      });
      nextMarker = next;
      return next;
    },
    get listening() {
      return listening;
    },
    onGap: (handler) => subscribers.onGap(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
