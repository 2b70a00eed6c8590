import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its time, then forgets it', () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 1000, () => now);
    cache.set('a', 'first');
    now = 999;
    expect(cache.get('a')).toBe('first');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used when full', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('loads once and answers from the cache after', async () => {
    const cache = new TtlCache<number>(5, 60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });
});
