import type { Config } from '../../core/config';
import { isSignedPayload, signPayload } from '../../core/signature';

/** Who unsubscribes from whom: organizerId null is "every blast". */
export interface UnsubscribeGrant {
  userId: string;
  organizerId: string | null;
}

/**
 * A link that unsubscribes one person without signing in (every blast carries one): the grant and
 * its HMAC under the server's secret, so nobody can unsubscribe someone else.
 */
export function unsubscribeToken(config: Pick<Config, 'jwtSecret'>, grant: UnsubscribeGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.organizerId])).toString('base64url');
  return `${payload}.${signPayload(config.jwtSecret, 'unsubscribe', payload)}`;
}

/** The grant a token carries, or null when it was not made by this server (or was altered). */
export function readUnsubscribeToken(config: Pick<Config, 'jwtSecret'>, token: string): UnsubscribeGrant | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!isSignedPayload(config.jwtSecret, 'unsubscribe', payload, signature)) return null;
  try {
    const [userId, organizerId] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof userId !== 'string' || (organizerId !== null && typeof organizerId !== 'string')) return null;
    return { userId, organizerId };
  } catch {
    return null;
  }
}

/** The page a person lands on from a message, and the URL mail clients POST to for one-click unsubscribe (RFC 8058). */
export function unsubscribeUrls(config: Pick<Config, 'jwtSecret' | 'publicUrl'>, grant: UnsubscribeGrant): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(config, grant));
  return { page: `${config.publicUrl}/unsubscribe?token=${token}`, oneClick: `${config.publicUrl}/api/hosts/unsubscribe/one-click?token=${token}` };
}

/** The headers that let a mail client offer "Unsubscribe" and do it with one POST (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(urls: { oneClick: string }): Record<string, string> {
  return { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
