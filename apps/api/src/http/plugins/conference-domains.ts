import { conferenceDomainProblem, siteHostName } from '@socials/domain';
import { TtlCache } from '../../core/ttl-cache';

/** Whether a request's Host is the own domain of a published conference (then it gets the conference site at /). */
export type ConferenceDomainCheck = (requestHost: string) => Promise<boolean>;

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
 * or prefix matches, so evil-summit.example.com never gets summit.example.com's site. A host that
 * cannot be a conference's domain (an IP address, localhost) is never looked up, so a domain stored
 * before that rule existed serves nothing on it.
 */
export function createConferenceDomainCheck(
  findByDomain: (domain: string) => Promise<{ id: string } | null>,
  { ttlMs = 5_000, maxEntries = 1_000, now }: ConferenceDomainCacheOptions = {},
): ConferenceDomainCheck {
  const cache = new TtlCache<boolean>(maxEntries, ttlMs, now);
  return async (requestHost) => {
    const name = siteHostName(requestHost);
    if (conferenceDomainProblem(name) !== null) return false;
    return cache.getOrLoad(name, async () => (await findByDomain(name)) !== null);
  };
}
