import { siteHostName } from '@socials/domain';
import { TtlCache } from '../../core/ttl-cache';

/** Whether a request's Host is the own domain of a published conference (then it gets the conference site at /). */
export type ConferenceDomainCheck = (requestHost: string) => Promise<boolean>;

/** A host name a conference could have (the `domain` field's form, no port): anything else is never looked up. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const MAX_HOST_NAME = 253;

export interface ConferenceDomainCacheOptions {
  /**
   * How long an answer (yes or no) is kept. Each instance keeps its own and nothing tells the others
   * of a change: a domain set, changed or unpublished is served right everywhere within this time.
   */
  ttlMs?: number;
  /** At most this many host names are remembered (random Host headers push out the oldest, not memory). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The check over `findByDomain` (the conferences module's lookup), with answers cached briefly:
 * hits, and misses too, so a stream of made-up Host headers does not reach the database each time.
 * The host must equal the domain exactly (after dropping the port and a leading www.): no suffix
 * or prefix matches, so evil-summit.example.com never gets summit.example.com's site.
 */
export function createConferenceDomainCheck(
  findByDomain: (domain: string) => Promise<{ id: string } | null>,
  { ttlMs = 5_000, maxEntries = 1_000, now }: ConferenceDomainCacheOptions = {},
): ConferenceDomainCheck {
  const cache = new TtlCache<boolean>(maxEntries, ttlMs, now);
  return async (requestHost) => {
    const name = siteHostName(requestHost);
    if (name.length > MAX_HOST_NAME || !HOST_NAME.test(name)) return false;
    return cache.getOrLoad(name, async () => (await findByDomain(name)) !== null);
  };
}
