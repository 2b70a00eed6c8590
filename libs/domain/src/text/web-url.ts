/**
 * Which links the product stores and shows: web addresses only. A javascript:, data:, vbscript: or
 * file: link would run script or open local files in the page or e-mail that shows it, whatever its
 * letter case, and browsers drop leading spaces, control characters, tabs and newlines before they
 * read the scheme, so text holding any of those, an invisible formatting character or a backslash
 * (which browsers read as "/") is refused outright. Plain data, no zod: the pages' headers load it.
 */
export interface WebUrlOptions {
  /** Refuse http: too (a link that must not travel in clear, such as an online event's join link). */
  httpsOnly?: boolean;
  /** Also take a path on this site, such as /api/files/public/avatars/… from an upload ("//" is another site). */
  ownPath?: boolean;
}

const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\s\\]/u;
const OWN_PATH = /^\/(?!\/)/;

export function isWebUrl(text: string, { httpsOnly = false, ownPath = false }: WebUrlOptions = {}): boolean {
  if (text === '' || UNSAFE_CHARACTER.test(text)) return false;
  if (ownPath && OWN_PATH.test(text)) return true;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const schemes = httpsOnly ? ['https:'] : ['https:', 'http:'];
  // The text itself must start with the scheme and "//": "https:host" parses, but reads as a path elsewhere.
  return schemes.includes(url.protocol) && text.toLowerCase().startsWith(`${url.protocol}//`) && url.hostname !== '';
}

/** The link as it may go out (an e-mail, a calendar file, a page): https only, else null, even if an older row holds something else. */
export function httpsLinkOrNull(text: string | null | undefined): string | null {
  return text && isWebUrl(text, { httpsOnly: true }) ? text : null;
}
