import { isSignedPayload, signPayload } from '../../core/signature';

const PURPOSE = 'media-file';
/** Links given to a social's hosts: they keep showing hidden items, which links given to anyone else stop serving. */
const HOSTS_PURPOSE = 'media-file-hosts';
/** Links are made per window and stay valid one more: the same link for a while (browsers cache it), never older than two windows. */
const WINDOW_MS = 6 * 60 * 60 * 1000;

export interface LinkSigner {
  jwtSecret: string;
  publicUrl: string;
}

function expiryFrom(now: number): number {
  return (Math.floor(now / WINDOW_MS) + 2) * WINDOW_MS;
}

/** Who a link was given to: the social's hosts, or anyone (guests, share links, downloads). */
export type MediaLinkAudience = 'hosts' | 'anyone';

const purposeOf = (audience: MediaLinkAudience) => (audience === 'hosts' ? HOSTS_PURPOSE : PURPOSE);

/** A signed address under /api/media/…, for whoever holds it until it expires (an <img>, a video, a download link carry no session). */
export function signedMediaLink(signer: LinkSigner, path: string, audience: MediaLinkAudience = 'anyone', now = Date.now()): string {
  const expires = expiryFrom(now);
  const signature = signPayload(signer.jwtSecret, purposeOf(audience), `${path}:${expires}`);
  return `${signer.publicUrl}/api/${path}?expires=${expires}&signature=${signature}`;
}

/** Who the query's link was given to, when it is this server's signature for `path` and has not expired; else null. */
export function mediaLinkAudience(signer: LinkSigner, path: string, query: { expires: number; signature: string }, now = Date.now()): MediaLinkAudience | null {
  if (query.expires <= now) return null;
  const audiences: MediaLinkAudience[] = ['anyone', 'hosts'];
  return audiences.find((audience) => isSignedPayload(signer.jwtSecret, purposeOf(audience), `${path}:${query.expires}`, query.signature)) ?? null;
}

/** Whether the query's signature is this server's for `path` (given to anyone) and has not expired. */
export function isValidMediaLink(signer: LinkSigner, path: string, query: { expires: number; signature: string }, now = Date.now()): boolean {
  return mediaLinkAudience(signer, path, query, now) === 'anyone';
}

export const mediaFilePath = (id: string, variant: 'full' | 'thumb') => `media/${id}/${variant}`;
export const mediaExportPath = (jobId: string) => `media/download/${jobId}/file`;
