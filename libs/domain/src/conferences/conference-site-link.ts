import type { Conference } from './conference.schema';
import { ConferenceRefParams } from './conference.schema';

/**
 * The query parameter naming, by id or slug, the conference the site at /conference/ shows on the
 * platform's own address (a conference's own domain always shows that conference).
 */
export const CONFERENCE_SITE_PARAM = 'conference';

/**
 * Where a conference's site opens: its own domain once it is published there, else /conference/
 * on the platform's address with the conference named, so staff see one without a domain, or one
 * not yet published (the site shows that to its managers only).
 */
export function conferenceSiteUrl(conference: Pick<Conference, 'slug' | 'domain' | 'published'>, protocol = 'https:'): string {
  if (conference.domain && conference.published) return `${protocol}//${conference.domain}/`;
  return `/conference/?${new URLSearchParams({ [CONFERENCE_SITE_PARAM]: conference.slug }).toString()}`;
}

/** The conference a site link names (its query string), when it can be one (an id or slug); null otherwise. */
export function conferenceRefOfSiteLink(search: string): string | null {
  const ref = new URLSearchParams(search).get(CONFERENCE_SITE_PARAM);
  return ref !== null && ConferenceRefParams.shape.id.safeParse(ref).success ? ref : null;
}
