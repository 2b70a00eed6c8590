import { isSignedPayload, signPayload } from '../../core/signature';

const PURPOSE = 'media-file';
/** Links are made per window and stay valid one more: the same link for a while (browsers cache it), never older than two windows. */
const WINDOW_MS = 6 * 60 * 60 * 1000;

export interface LinkSigner {
  jwtSecret: string;
  publicUrl: string;
}

function expiryFrom(now: number): number {
  return (Math.floor(now / WINDOW_MS) + 2) * WINDOW_MS;
}

/** A signed address under /api/media/…, for whoever holds it until it expires (an <img>, a video, a download link carry no session). */
export function signedMediaLink(signer: LinkSigner, path: string, now = Date.now()): string {
  const expires = expiryFrom(now);
  const signature = signPayload(signer.jwtSecret, PURPOSE, `${path}:${expires}`);
  return `${signer.publicUrl}/api/${path}?expires=${expires}&signature=${signature}`;
}

/** Whether the query's signature is this server's for `path` and has not expired. */
export function isValidMediaLink(signer: LinkSigner, path: string, query: { expires: number; signature: string }, now = Date.now()): boolean {
  return query.expires > now && isSignedPayload(signer.jwtSecret, PURPOSE, `${path}:${query.expires}`, query.signature);
}

export const mediaFilePath = (id: string, variant: 'full' | 'thumb') => `media/${id}/${variant}`;
export const mediaExportPath = (jobId: string) => `media/download/${jobId}/file`;
