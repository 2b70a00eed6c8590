import { SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE_NAME } from '@socials/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * The access token sits in a first-party cookie rather than localStorage so that the four
 * apps served from one origin (/, /host/, /manager/, the conference site) share one session.
 */
export function getSessionToken(): string | null {
  return readCookie(SESSION_COOKIE_NAME) || null;
}

export function setSessionToken(token: string): void {
  writeCookie(SESSION_COOKIE_NAME, token, SESSION_COOKIE_MAX_AGE_SECONDS);
}

export function clearSessionToken(): void {
  deleteCookie(SESSION_COOKIE_NAME);
}
