import { z } from 'zod';
import { isWebUrl, type WebUrlOptions } from './web-url';

function messageFor({ httpsOnly, ownPath }: WebUrlOptions): string {
  if (httpsOnly) return 'An https:// address';
  return ownPath ? 'An http:// or https:// address, or an uploaded file' : 'An http:// or https:// address';
}

/**
 * Every stored link or image address goes through this: trimmed, at most 2,000 characters, and a
 * web address by isWebUrl. The JSON Schema names it a uri (uri-reference when a path on this site
 * is taken) so that the API docs and the fuzz suite know it for a link.
 */
export function webUrl(options: WebUrlOptions = {}, message = messageFor(options)) {
  return z
    .string()
    .trim()
    .max(2000, 'At most 2,000 characters')
    .refine((text) => isWebUrl(text, options), message)
    .meta({ format: options.ownPath ? 'uri-reference' : 'uri' });
}
