import type { Conference } from './conference.schema';
import { ConferenceRefParams } from './conference.schema';

/**
 * The query parameter naming, by id or slug, the conference the site at /conference/ shows on the
 * platform's own address (a conference's own domain always shows that conference).
 */
export const CONFERENCE_SITE_PARAM = 'conference';

/** How the addresses of a conference's site are reached from where a link is made. */
export interface ConferenceSiteAddresses {
  /** The platform's own address (PUBLIC_URL), the site being at /conference/ there; '' for a link on the page's own origin. */
  platformUrl?: string;
  /** The scheme of a conference's own host name: https, unless developing. */
  protocol?: string;
  /** The port of a conference's own host name when developing ('' for the scheme's own). */
  port?: string;
  /** CONFERENCE_HOST, with the conference it shows (CONFERENCE_ID, by id or slug). */
  configured?: { host: string; ref: string } | null;
}

type SiteConference = Pick<Conference, 'slug' | 'domain' | 'published'> & Partial<Pick<Conference, 'id'>>;

/** The host name (and port, if written) of a configured host, which may be written as a URL. */
const configuredHostName = (host: string) =>
  (
    host
      .trim()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .split('/')[0] ?? ''
  ).replace(/\.$/, '');

/**
 * The host name a conference's site answers on: its own domain once it is published there, else
 * CONFERENCE_HOST when CONFERENCE_ID names this conference; null when it has none.
 */
function ownSiteHost(conference: SiteConference, configured: ConferenceSiteAddresses['configured']): string | null {
  if (conference.domain && conference.published) return conference.domain;
  if (configured && (configured.ref === conference.slug || configured.ref === conference.id)) return configuredHostName(configured.host) || null;
  return null;
}

/**
 * A page of a conference's site (`path`, e.g. 'my-tickets', with its query): on the conference's
 * own host name when it has one, else at /conference/ on the platform's address with the conference
 * named first, so the site shows this conference after a full page load, whichever else it would show.
 */
export function conferenceSiteLink(conference: SiteConference, path = '', query: Record<string, string> = {}, addresses: ConferenceSiteAddresses = {}): string {
  const page = path.replace(/^\/+/, '');
  const host = ownSiteHost(conference, addresses.configured);
  const search = (params: Record<string, string>) => {
    const text = new URLSearchParams(params).toString();
    return text ? `?${text}` : '';
  };
  if (host) {
    const port = addresses.port && !/:\d+$/.test(host) ? `:${addresses.port}` : '';
    return `${addresses.protocol ?? 'https:'}//${host}${port}/${page}${search(query)}`;
  }
  return `${addresses.platformUrl ?? ''}/conference/${page}${search({ [CONFERENCE_SITE_PARAM]: conference.slug, ...query })}`;
}

/**
 * Where a conference's site opens: its own domain once it is published there, else /conference/
 * on the platform's address with the conference named, so staff see one without a domain, or one
 * not yet published (the site shows that to its managers only).
 */
export function conferenceSiteUrl(conference: SiteConference, protocol = 'https:'): string {
  return conferenceSiteLink(conference, '', {}, { protocol });
}

/** The conference a site link names (its query string), when it can be one (an id or slug); null otherwise. */
export function conferenceRefOfSiteLink(search: string): string | null {
  const ref = new URLSearchParams(search).get(CONFERENCE_SITE_PARAM);
  return ref !== null && ConferenceRefParams.shape.id.safeParse(ref).success ? ref : null;
}
