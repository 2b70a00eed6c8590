import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An HMAC-SHA256 of `payload` under the server's secret, kept apart per `purpose` (a signature
 * made for one kind of link is worthless for another). Links people use without signing in carry
 * one: calendar feeds, unsubscribe links.
 */
export function signPayload(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');
}

/** Whether `signature` is this server's signature of `payload` for `purpose` (compared in constant time). */
export function isSignedPayload(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
