let cookieDomain: string | undefined;

/**
 * The session lives on the product's domain (e.g. ".socials.example") so that every
 * app and subdomain shares it. Without a domain, cookies belong to the current host only.
 */
export function setCookieDomain(domain: string | undefined): void {
  cookieDomain = domain || undefined;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (cookieDomain) attributes.push(`Domain=${cookieDomain}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

/** Removed on the domain and on the host, whichever of them wrote it. */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  const expired = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  document.cookie = expired;
  for (const domain of new Set([cookieDomain, window.location.hostname])) {
    if (domain) document.cookie = `${expired}; Domain=${domain}`;
  }
}
