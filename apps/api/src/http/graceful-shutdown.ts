import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { errorBody } from './plugins/errors';

/** Whether the server is shutting down: requests then get 503 with Retry-After instead of a reset connection. */
export interface DrainState {
  draining: boolean;
}

export function createDrainState(): DrainState {
  return { draining: false };
}

/** Seconds a client refused during a shutdown is told to wait (the next instance is usually up by then). */
const RETRY_AFTER_SECONDS = 5;

/** Answers every request with 503 + Retry-After + Connection: close while the state says draining. */
export function refuseWhileDraining(app: FastifyInstance, state: DrainState): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (!state.draining) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    return reply.code(503).send(errorBody(503, 'The server is restarting: try again in a few seconds'));
  });
}

export interface ShutdownOptions {
  state: DrainState;
  log: FastifyBaseLogger;
  /** The least time the listener stays open after the signal, so connections already queued are answered (503), not reset. */
  graceMs: number;
  /** A stuck request or job must not keep the process alive forever. */
  timeoutMs?: number;
  beforeClose?: () => void;
  /** Once no request is left: stop the job workers, close the database. */
  afterClose: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: refuse new requests with 503 + Retry-After while the listener drains the
 * connections that reached it (each accepted connection is answered before the listener closes),
 * then close it (in-flight requests finish, idle keep-alive sockets
 * close), run afterClose, and exit 0. A second signal is ignored; a shutdown that takes longer than
 * timeoutMs exits 1.
 */
/**
 * Connections accepted but not yet answered once: a connection the kernel had queued before the
 * signal is accepted a moment later, and closing it unanswered would reset it.
 */
function trackUnanswered(app: FastifyInstance): { unanswered: Set<Socket>; lastConnectionAt: () => number } {
  const unanswered = new Set<Socket>();
  let lastConnectionAt = 0;
  app.server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    unanswered.add(socket);
    socket.once('close', () => unanswered.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => unanswered.delete(request.socket));
  });
  // A WebSocket is answered by its upgrade; it is closed with the app (its clients reconnect elsewhere).
  app.server.on('upgrade', (request: IncomingMessage) => unanswered.delete(request.socket));
  return { unanswered, lastConnectionAt: () => lastConnectionAt };
}

/** The longest a shutdown waits for queued connections to be answered before closing anyway. */
const MAX_DRAIN_MS = 10_000;
/** No new connection for this long: the queue the kernel kept for us is empty. */
const QUIET_MS = 200;

/**
 * Waits until the grace period is over, no connection arrived for QUIET_MS, and every accepted
 * connection got an answer (or went away); at most MAX_DRAIN_MS.
 */
async function drainConnections(tracked: ReturnType<typeof trackUnanswered>, graceMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const now = Date.now();
    const settled = now - started >= graceMs && now - tracked.lastConnectionAt() >= QUIET_MS && tracked.unanswered.size === 0;
    if (settled || now - started >= MAX_DRAIN_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  const tracked = trackUnanswered(app);
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.state.draining = true;
    options.log.info({ signal }, 'shutting down: refusing new requests, finishing the ones under way');
    const timer = setTimeout(() => {
      options.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, options.timeoutMs ?? 20_000);
    timer.unref();
    try {
      options.beforeClose?.();
      await drainConnections(tracked, options.graceMs);
      await app.close();
      await options.afterClose();
      options.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      options.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
