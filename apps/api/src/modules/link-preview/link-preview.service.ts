import type { LinkPreview } from '@socials/domain';
import { countRequest, type RequestLimit } from '../../core/rate-limit';
import type { DbOrTx } from '../../core/db';
import { safeFetch, SafeFetchError, type AddressPolicy } from '../../core/safe-fetch';
import { parseOpenGraph } from './open-graph';
import { linkPreviewError } from './link-preview.errors';

/** One network's previews per minute: each is an outbound request this server makes for the caller. */
export const LINK_PREVIEW_LIMIT: RequestLimit = { name: 'link-preview', limit: 30, windowSeconds: 60, noun: 'link previews' };

export interface LinkPreviewOptions {
  /** Which addresses may be fetched; default: public ones only. Tests allow their own server on 127.0.0.1. */
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
}

const CACHE_MS = 10 * 60 * 1000;
const CACHE_ENTRIES = 500;
const cache = new Map<string, { preview: LinkPreview; until: number }>();

function remember(key: string, preview: LinkPreview, now: number): void {
  cache.delete(key);
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { preview, until: now + CACHE_MS });
}

/** Forgets the remembered previews (tests). */
export function clearLinkPreviewCache(): void {
  cache.clear();
}

const urlField = (message: string) => linkPreviewError('LINK_PREVIEW_URL_REFUSED', message, { fieldErrors: [{ field: 'query.url', message }] });

/**
 * The Open Graph data of a page, fetched from the server with safeFetch's limits (http(s) only,
 * public addresses only, checked again after each of at most 3 redirects, 512 kB, 3 s). Previews
 * are remembered for ten minutes per address and policy.
 */
export async function previewLink(url: string, options: LinkPreviewOptions = {}, now = Date.now()): Promise<LinkPreview> {
  const key = `${options.policy ? 'custom' : 'public'}:${url}`;
  const known = cache.get(key);
  if (known && known.until > now) return known.preview;
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(url, { policy: options.policy, timeoutMs: options.timeoutMs ?? 3000, maxBytes: options.maxBytes ?? 512 * 1024, maxRedirects: 3 });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'INVALID_URL' || error.reason === 'ADDRESS_REFUSED') throw urlField(error.message);
    throw linkPreviewError('LINK_PREVIEW_UNAVAILABLE', error.message);
  }
  if (page.status < 200 || page.status >= 300) throw linkPreviewError('LINK_PREVIEW_UNAVAILABLE', `The page answered with status ${page.status}`);
  if (!/^(text\/html|application\/xhtml\+xml)/i.test(page.contentType)) throw linkPreviewError('LINK_PREVIEW_UNAVAILABLE', 'The address is not a web page');
  const preview = parseOpenGraph(page.body.toString('utf8'), page.url);
  remember(key, preview, now);
  return preview;
}

/** GET /link-preview: counted per network, then previewed. */
export async function previewLinkFor(db: DbOrTx, client: { ip: string }, url: string, options?: LinkPreviewOptions): Promise<LinkPreview> {
  await countRequest(db, LINK_PREVIEW_LIMIT, client.ip);
  return previewLink(url, options);
}
