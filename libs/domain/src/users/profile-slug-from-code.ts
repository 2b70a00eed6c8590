const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
const PROFILE_PATH = /^\/users\/([^/]+)\/?$/;

/**
 * The profile a scanned or typed code names: a profile QR code holds the profile's address
 * (https://…/users/<slug>), and a person may read out just the slug. Null for anything else (an
 * address of another page, text that cannot be a slug), so the scanner never connects to a guess.
 */
export function profileSlugFromCode(code: string): string | null {
  const text = code.trim();
  if (/^https?:\/\//i.test(text)) {
    let path: string;
    try {
      path = new URL(text).pathname;
    } catch {
      return null;
    }
    const match = PROFILE_PATH.exec(path);
    if (!match?.[1]) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]).toLowerCase();
    } catch {
      return null;
    }
    return SLUG.test(slug) ? slug : null;
  }
  const slug = text
    .replace(/^\/?users\//i, '')
    .replace(/\/$/, '')
    .toLowerCase();
  return SLUG.test(slug) ? slug : null;
}
