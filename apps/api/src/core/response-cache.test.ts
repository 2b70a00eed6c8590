import { describe, expect, it } from 'vitest';
import { etagOf, ResponseCache, type CachedResponse } from './response-cache';

function answer(body: string, tags: string[] = []): CachedResponse {
  return { body: Buffer.from(body), contentType: 'application/json', etag: etagOf(body), tags };
}

/** What one stored entry of `body` under `key` counts against maxBytes. */
const sizeOf = (key: string, body: string) => Buffer.byteLength(body) + key.length * 2 + 256;

describe('ResponseCache', () => {
  it('gives back what it stored, until its time is up', () => {
    let now = 1_000;
    const cache = new ResponseCache({ maxBytes: 1_000_000, ttlMs: 500, now: () => now });
    expect(cache.store('/a', answer('{"a":1}'), cache.generation)).toBe(true);
    expect(cache.get('/a')?.body.toString()).toBe('{"a":1}');
    now += 499;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently used answers first when it is over its size', () => {
    const body = 'x'.repeat(100);
    const cache = new ResponseCache({ maxBytes: sizeOf('/1', body) * 3, ttlMs: 60_000 });
    for (const key of ['/1', '/2', '/3']) cache.store(key, answer(body), cache.generation);
    cache.get('/1');
    cache.store('/4', answer(body), cache.generation);
    expect(['/1', '/2', '/3', '/4'].filter((key) => cache.get(key))).toEqual(['/1', '/3', '/4']);
    expect(cache.bytes).toBe(sizeOf('/1', body) * 3);
  });

  it('never keeps an answer larger than all it may hold', () => {
    const cache = new ResponseCache({ maxBytes: 300, ttlMs: 60_000 });
    expect(cache.store('/big', answer('x'.repeat(100)), cache.generation)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops every answer showing an invalidated tag, and only those', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.store('/socials/1', answer('one', ['social:1', 'user:a']), cache.generation);
    cache.store('/socials/2', answer('two', ['social:2', 'user:a']), cache.generation);
    cache.store('/socials', answer('list', ['socials', 'social:1', 'social:2']), cache.generation);
    cache.store('/cities', answer('cities', ['cities']), cache.generation);

    cache.invalidate(['social:1', 'socials']);
    expect(['/socials/1', '/socials/2', '/socials', '/cities'].filter((key) => cache.get(key))).toEqual(['/socials/2', '/cities']);
    cache.invalidate(['user:a']);
    expect(cache.get('/socials/2')).toBeUndefined();
    expect(cache.get('/cities')).toBeDefined();
    cache.invalidate(['user:a', 'nothing:here']);
    expect(cache.size).toBe(1);
  });

  it('refuses the answer of a read that was under way when something changed', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const readStarted = cache.generation;
    // A write commits while the read is under way, about something else entirely: the read may still
    // have seen a state from before another change, so it keeps nothing.
    cache.invalidate(['social:other']);
    expect(cache.store('/socials/1', answer('as it was', ['social:1']), readStarted)).toBe(false);
    expect(cache.get('/socials/1')).toBeUndefined();
    // A read that starts afterwards stores.
    expect(cache.store('/socials/1', answer('as it is', ['social:1']), cache.generation)).toBe(true);
  });

  it('drops everything at once, and reads under way keep nothing', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const readStarted = cache.generation;
    cache.store('/a', answer('a', ['t']), readStarted);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.store('/b', answer('b'), readStarted)).toBe(false);
  });

  it('replaces an answer stored again under the same key, tags included', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.store('/a', answer('old', ['user:1']), cache.generation);
    cache.store('/a', answer('new', ['user:2']), cache.generation);
    expect(cache.bytes).toBe(sizeOf('/a', 'new'));
    cache.invalidate(['user:1']);
    expect(cache.get('/a')?.body.toString()).toBe('new');
    cache.invalidate(['user:2']);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('makes strong ETags that change with the bytes', () => {
    expect(etagOf('{"a":1}')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":2}')).not.toBe(etagOf('{"a":1}'));
  });
});
