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

/** Most characters a host name has. */
const MAX_HOST_NAME = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A conference's own domain as it is stored and looked up: trimmed, lower case, without a trailing
 * dot or a leading "www." (a request's host is matched the same way, so www. works either way).
 */
export function normalizeConferenceDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/**
 * Why a host name cannot be a conference's own domain, or null when it can. A conference site
 * is served on a public name of its own: never an address (a browser reads a name whose last part
 * is a number as an IP address), never this machine (localhost), never with a port.
 */
export function conferenceDomainProblem(domain: string): string | null {
  if (domain.length === 0 || domain.length > MAX_HOST_NAME) return 'A host name such as summit.example.com';
  if (domain.includes('[') || /^[0-9a-f]*:[0-9a-f:.]*$/.test(domain)) return 'An IP address cannot be a conference’s domain';
  if (domain.includes(':')) return 'A host name without a port';
  const labels = domain.split('.');
  if (/^(?:\d+|0x[0-9a-f]*)$/.test(labels.at(-1) ?? '')) return 'An IP address cannot be a conference’s domain';
  if (labels.at(-1) === 'localhost') return 'This machine’s name cannot be a conference’s domain';
  if (labels.length < 2) return 'A full host name with a dot, such as summit.example.com';
  if (!labels.every((label) => LABEL.test(label))) return 'A host name such as summit.example.com: letters, digits, dashes and dots';
  return null;
}
