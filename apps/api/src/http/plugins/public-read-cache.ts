import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { ReadCacheConfig } from '../../core/config';
import type { NotificationBus } from '../../core/notification-bus';
import { etagOf, ResponseCache, type CachedResponse, type ContentEncoding } from '../../core/response-cache';

/**
 * The channel on which the database announces what changed, as space-separated tags
 * (`social:<id> socials`): triggers on the tables the public pages show send it (see the
 * read-cache migration), in the transaction of the change.
 */
export const READ_CACHE_CHANNEL = 'read_cache';

/** Says whether an anonymous public read came from this instance's cache (`hit`) or not (`miss`). */
export const READ_CACHE_HEADER = 'x-read-cache';

/**
 * What a route answers the same to every anonymous caller, and the tags of what an answer shows:
 * read from the body it returns, or given by its handler (tagPublicRead). An answer without tags
 * is not kept.
 */
export interface PublicRead {
  tags?(body: unknown): readonly string[];
}

/** A route's public-read option, typed by the body it answers. */
export function publicRead<Body>(tags?: (body: Body) => readonly string[]): PublicRead {
  return tags ? { tags: tags as (body: unknown) => readonly string[] } : {};
}

/**
 * The tags of what this answer shows, from the handler of a publicRead route: for answers Fastify
 * does not serialize (an HTML page), whose body the route's tags cannot read.
 */
export function tagPublicRead(request: FastifyRequest, tags: readonly string[]): void {
  const miss = request.publicReadMiss;
  if (miss) miss.tags = [...miss.tags, ...tags];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers anonymous callers the same: their answers are cached by this instance
     * (dropped by the changes their tags name) and may be kept by CDNs for PUBLIC_S_MAXAGE_SECONDS.
     */
    publicRead?: PublicRead;
  }
  interface FastifyRequest {
    /** Set for an anonymous read of a publicRead route that missed the cache. */
    publicReadMiss: PublicReadMiss | null;
  }
}

interface PublicReadMiss {
  key: string;
  /** The cache's generation when the read started: the answer is stored only if nothing changed since. */
  generation: number;
  /** false while the instance may miss notifications: the answer is then served but not kept. */
  storable: boolean;
  tags: readonly string[];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Smaller bodies are sent as they are (as @fastify/compress does). */
const COMPRESS_FROM_BYTES = 1024;
/** Headers of one answer only, never replayed from the cache. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', READ_CACHE_HEADER]);

/** Signed-in callers are known by their bearer token only (the refresh cookie goes to the token endpoints alone). */
function isAnonymous(headers: IncomingMessage['headers']): boolean {
  return headers.authorization === undefined;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The encoding to send among those the caller accepts (brotli first), or null for the body as it is. */
export function preferredEncoding(acceptEncoding: string | undefined, available: CachedResponse['encoded']): ContentEncoding | null {
  if (!acceptEncoding || !available) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (available.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (available.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

function compressed(body: Buffer): CachedResponse['encoded'] {
  if (body.length < COMPRESS_FROM_BYTES) return undefined;
  return {
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body),
  };
}

export interface PublicReadCacheOptions {
  config: ReadCacheConfig;
  notifications: NotificationBus;
  /** The request id an answer carries (the caller's, or a new one): as the server gives it. */
  requestId(request: IncomingMessage): string;
  requestIdHeader: string;
  /** While true, every request goes to the server's own answer (503 during a shutdown). */
  isDraining(): boolean;
}

export interface PublicReadCache {
  /**
   * Fastify's server, answering cache hits before Fastify sees the request: no routing, hooks,
   * logging or serialization, so a hit costs about what a bare node:http answer does.
   */
  serverFactory: FastifyServerFactory;
  /** The hooks: cache lookups of injected requests, storing misses, the headers of every /api answer. */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * Anonymous public reads are answered from a cache of finished answers, before any other work of
 * the request (authentication, validation, the database), and told to CDNs as shareable for a
 * short while. Every other /api answer is marked private. Changes reach the cache through the
 * database's notifications, on every instance; the instance that made a change waits for them
 * before it answers (catchUp), so its caller never reads the page as it was.
 */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const { config, notifications } = options;
  const publicCacheControl = `public, max-age=0, s-maxage=${config.sharedMaxAgeSeconds}, stale-while-revalidate=${config.staleWhileRevalidateSeconds}`;
  const vary = 'Authorization, Accept-Encoding';
  const cache = config.maxBytes > 0 ? new ResponseCache({ maxBytes: config.maxBytes, ttlMs: config.ttlSeconds * 1000 }) : null;

  /** The cached answer to an anonymous GET of `url`, when this instance may serve one. */
  function lookup(method: string | undefined, url: string | undefined, headers: IncomingMessage['headers']): CachedResponse | undefined {
    if (!cache || method !== 'GET' || url === undefined || !isAnonymous(headers) || !notifications.listening) return undefined;
    return cache.get(url);
  }

  function answerFromCache(request: IncomingMessage, response: ServerResponse): boolean {
    if (options.isDraining()) return false;
    const hit = lookup(request.method, request.url, request.headers);
    if (!hit?.headers) return false;
    const head = [...hit.headers, options.requestIdHeader, options.requestId(request), READ_CACHE_HEADER, 'hit'];
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) {
      response.writeHead(304, head).end();
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding'], hit.encoded);
    const body = (encoding && hit.encoded?.[encoding]) || hit.body;
    if (encoding) head.push('content-encoding', encoding);
    response.writeHead(200, [...head, 'content-length', String(body.length)]).end(body);
    return true;
  }

  const serverFactory: FastifyServerFactory = (handler, serverOptions) => {
    const server = http.createServer((serverOptions.http ?? {}) as http.ServerOptions, (request, response) => {
      if (!answerFromCache(request, response)) handler(request, response);
    });
    // What Fastify sets on the servers it makes itself.
    const numberOption = (name: string): number | undefined => {
      const value = serverOptions[name];
      return typeof value === 'number' ? value : undefined;
    };
    server.keepAliveTimeout = numberOption('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.requestTimeout = numberOption('requestTimeout') ?? server.requestTimeout;
    server.setTimeout(numberOption('connectionTimeout') ?? 0);
    const maxRequestsPerSocket = numberOption('maxRequestsPerSocket') ?? 0;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /** Sets the public headers; true when the caller's copy is current (the answer is then a 304 without body). */
  function sendPublic(request: FastifyRequest, reply: FastifyReply, response: CachedResponse, outcome: 'hit' | 'miss'): boolean {
    reply.header('cache-control', publicCacheControl).header('vary', vary).header('etag', response.etag).header(READ_CACHE_HEADER, outcome);
    if (matchesEtag(request.headers['if-none-match'], response.etag)) {
      reply.code(304);
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding'], response.encoded);
    if (encoding) reply.header('content-encoding', encoding);
    return false;
  }

  function bodyFor(request: FastifyRequest, response: CachedResponse): Buffer {
    const encoding = preferredEncoding(request.headers['accept-encoding'], response.encoded);
    return (encoding && response.encoded?.[encoding]) || response.body;
  }

  /** The headers to replay with a cached answer: all but those of this one answer. */
  function replayedHeaders(reply: FastifyReply, requestIdHeader: string): string[] {
    const flat: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || name === requestIdHeader || PER_RESPONSE_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
    }
    return flat;
  }

  async function register(app: FastifyInstance): Promise<void> {
    if (cache) {
      await notifications.subscribe(READ_CACHE_CHANNEL, (payload) => cache.invalidate(payload.split(' ')));
      notifications.onGap(() => cache.clear());
    }
    app.decorateRequest('publicReadMiss', null);

    // Requests that did not come through the server (app.inject) are looked up here.
    app.addHook('onRequest', async (request, reply) => {
      request.publicReadMiss = null;
      if (request.method !== 'GET' || !request.routeOptions.config.publicRead || !isAnonymous(request.headers)) return;
      const key = request.url;
      const hit = lookup(request.method, key, request.headers);
      if (!hit) {
        request.publicReadMiss = { key, generation: cache?.generation ?? 0, storable: cache !== null && notifications.listening, tags: [] };
        return;
      }
      if (sendPublic(request, reply, hit, 'hit')) return reply.send();
      return reply.type(hit.contentType).send(bodyFor(request, hit));
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      const miss = request.publicReadMiss;
      const route = request.routeOptions.config.publicRead;
      // Only the route's own answer has the shape its tags read; errors are never stored.
      if (miss && route?.tags && reply.statusCode === 200) miss.tags = [...miss.tags, ...route.tags(payload)];
      return payload;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // The caller reads next what they wrote: this instance drops its stale answers before replying.
      // A refused write changed nothing (the fuzz suite holds every route to that), so it need not wait.
      if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) {
        if (cache && !(await notifications.catchUp())) cache.clear();
      }
      const miss = request.publicReadMiss;
      if (
        miss &&
        miss.tags.length > 0 &&
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const response: CachedResponse = {
          body,
          encoded: compressed(body),
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          etag: etagOf(body),
          tags: miss.tags,
        };
        const notModified = sendPublic(request, reply, response, 'miss');
        if (cache && miss.storable) cache.store(miss.key, { ...response, headers: replayedHeaders(reply, options.requestIdHeader) }, miss.generation);
        return notModified ? '' : bodyFor(request, response);
      }
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        // A signed-in caller's answers may hold what only they may see; anonymous ones are checked each time.
        reply.header('cache-control', isAnonymous(request.headers) ? 'no-cache' : 'private, no-store');
      }
      return payload;
    });
  }

  return { serverFactory, register };
}
