import { TOKEN_EXPIRY_MARGIN_MS } from './session-settings';
import { decodeJwtPayload } from './decode-jwt-payload';

/**
 * A token counts as expired when under 5 minutes remain, so it is renewed before
 * a request can fail with it. A token we cannot read (or without `exp`) cannot be trusted
 * to be fresh, so it counts as expired too.
 */
export function isTokenExpired(token: string, now: number): boolean {
  const exp = decodeJwtPayload(token)?.['exp'];
  if (typeof exp !== 'number') return true;
  return exp * 1000 - now < TOKEN_EXPIRY_MARGIN_MS;
}
