/**
 * Whether a request host name belongs to the configured conference site.
 * A leading "www." and any port are ignored on both sides; comparison is case-insensitive.
 */
export function matchesConferenceHost(requestHost: string | null | undefined, conferenceHost: string | null | undefined): boolean {
  if (!requestHost || !conferenceHost) return false;
  const a = siteHostName(requestHost);
  const b = siteHostName(conferenceHost);
  return a !== '' && a === b;
}

/**
 * The name a site is known by on a request host: lower case, no port, no trailing dot, no leading
 * "www." (a conference's `domain` is looked up by it).
 */
export function siteHostName(host: string): string {
  let h = host.trim().toLowerCase();
  // Tolerate a configured value written as a URL.
  h = h.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  h = h.split('/')[0] ?? '';
  h = h.replace(/:\d+$/, '');
  h = h.replace(/\.$/, '');
  return h.replace(/^www\./, '');
}
