import type { Config } from '../../core/config';
import { isSignedPayload, signPayload } from '../../core/signature';

const PURPOSE = 'circle-calendar';
const signed = (circleId: string, userId: string) => `${circleId}:${userId}`;

/**
 * A member's secret for their circle's calendar feed: their user id and an HMAC of circle and user
 * under the server's secret. It works while they are a member (checked on every fetch).
 */
export function circleCalendarToken(config: Pick<Config, 'jwtSecret'>, circleId: string, userId: string): string {
  return `${userId}.${signPayload(config.jwtSecret, PURPOSE, signed(circleId, userId))}`;
}

/** The user whose token this is for this circle, or null when this server did not make it for this circle. */
export function readCircleCalendarToken(config: Pick<Config, 'jwtSecret'>, circleId: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0) return null;
  return isSignedPayload(config.jwtSecret, PURPOSE, signed(circleId, userId), signature) ? userId : null;
}
