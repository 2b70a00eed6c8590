import { createHash } from 'node:crypto';

/** A finished answer, as it is sent again. */
export interface CachedResponse {
  body: Buffer;
  /** The body compressed once, for the callers that accept it. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
  contentType: string;
  /** Strong validator of the body (a quoted hash). */
  etag: string;
  /** The answer's other headers (security headers, Cache-Control…) as name, value, name, value. */
  headers?: readonly string[];
  /** What the answer shows (e.g. `social:<id>`): a change to any of them drops it. */
  tags: readonly string[];
}

export type ContentEncoding = 'br' | 'gzip';

interface Entry extends CachedResponse {
  expiresAt: number;
  size: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/** What a key and its bookkeeping cost beside the body: Map slots, tag sets, the entry object. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The strong ETag of a body. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Finished answers by key, least recently used dropped first beyond `maxBytes`, each served for
 * `ttlMs` at most, dropped at once when one of its tags is invalidated.
 *
 * A read that started before a change and finishes after it holds what it read before the change:
 * it must not be stored. So a read takes the generation when it starts (`generation`) and passes
 * it to `store`, which refuses it if any invalidation happened in between.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private currentGeneration = 0;
  private usedBytes = 0;

  constructor(options: ResponseCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** Moves on at every invalidation: a read that started at another generation may not store. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Map keeps insertion order: moving the entry to the end keeps the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores the answer of a read that started at `startedAt` (this.generation then); false when it may be stale. */
  store(key: string, response: CachedResponse, startedAt: number): boolean {
    if (startedAt !== this.currentGeneration) return false;
    const encodedBytes = Object.values(response.encoded ?? {}).reduce((sum, encoded) => sum + encoded.length, 0);
    const headerBytes = (response.headers ?? []).reduce((sum, text) => sum + text.length * 2, 0);
    const size = response.body.length + encodedBytes + headerBytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (size > this.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, { ...response, expiresAt: this.now() + this.ttlMs, size });
    this.usedBytes += size;
    for (const tag of response.tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    for (const oldest of this.entries.keys()) {
      if (this.usedBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops every answer that shows one of `tags`; reads under way then store nothing. */
  invalidate(tags: Iterable<string>): void {
    this.currentGeneration++;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  /** Drops everything (after notifications may have been missed). */
  clear(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.keysByTag.clear();
    this.usedBytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
