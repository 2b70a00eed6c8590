import { VISITOR_COOKIE_NAME } from '@socials/domain';
import { readCookie, writeCookie } from './cookies';

/** Browsers cap cookie lifetimes at 400 days. */
const VISITOR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

// Kept in memory too: with cookies blocked, one page view still keeps one id.
let memoryVisitorId: string | null = null;

/** Anonymous visitors are told apart by an id generated once and kept in a cookie. */
export function getVisitorId(): string {
  const stored = readCookie(VISITOR_COOKIE_NAME);
  if (stored) return stored;
  memoryVisitorId ??= crypto.randomUUID();
  writeCookie(VISITOR_COOKIE_NAME, memoryVisitorId, VISITOR_COOKIE_MAX_AGE_SECONDS);
  return memoryVisitorId;
}
