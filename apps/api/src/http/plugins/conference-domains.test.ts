import { describe, expect, it } from 'vitest';
import { createConferenceDomainCheck } from './conference-domains';

/** A check over a fake lookup whose domains and clock the test sets, counting the lookups. */
function checkWith(domains: Set<string>, options: { maxEntries?: number } = {}) {
  let now = 0;
  const lookups: string[] = [];
  const check = createConferenceDomainCheck(
    async (domain) => {
      lookups.push(domain);
      return domains.has(domain) ? { id: domain } : null;
    },
    { ttlMs: 5_000, now: () => now, ...options },
  );
  return { check, lookups, advance: (ms: number) => (now += ms) };
}

describe('the conference domain check', () => {
  it('matches the exact domain, ignoring the port, a leading www. and the case, never a suffix or prefix', async () => {
    const { check } = checkWith(new Set(['summit.example.com']));
    for (const host of ['summit.example.com', 'WWW.Summit.example.com:8080', 'summit.example.com.']) expect(await check(host), host).toBe(true);
    for (const host of ['evil-summit.example.com', 'sub.summit.example.com', 'summit.example.com.evil.io', 'example.com', ''])
      expect(await check(host), host).toBe(false);
  });

  it('caches yes and no for a few seconds, so a new domain works soon and unknown hosts do not each reach the database', async () => {
    const domains = new Set<string>();
    const { check, lookups, advance } = checkWith(domains);
    expect(await check('new.example.com')).toBe(false);
    domains.add('new.example.com');
    expect(await check('new.example.com:443')).toBe(false);
    expect(lookups).toEqual(['new.example.com']);
    advance(5_001);
    expect(await check('new.example.com')).toBe(true);
    expect(lookups).toHaveLength(2);
  });

  it('never looks up what cannot be a host name, and remembers a bounded number of hosts', async () => {
    const { check, lookups } = checkWith(new Set(), { maxEntries: 2 });
    for (const host of ['a b', '<script>', 'x'.repeat(300), '[::1]:8080']) expect(await check(host), host).toBe(false);
    expect(lookups).toEqual([]);
    for (const host of ['one.example', 'two.example', 'three.example', 'one.example']) await check(host);
    expect(lookups).toEqual(['one.example', 'two.example', 'three.example', 'one.example']);
  });
});
