import type { RequestAuth } from '../../http/plugins/auth';
import { conferencesError } from './conferences.errors';

/** Staff, or one of the conference's organizers. */
export function canManageConference(viewer: RequestAuth | null, organizerIds: readonly string[]): boolean {
  return viewer !== null && (viewer.isAdmin || organizerIds.includes(viewer.userId));
}

/** Conferences, their passes, speakers and agenda are changed by staff and the conference's organizers. */
export function requireConferenceManager(viewer: RequestAuth, organizerIds: readonly string[], what: string): void {
  if (!canManageConference(viewer, organizerIds)) throw conferencesError('NOT_AN_ORGANIZER', `Only the organizers of this conference can ${what}`);
}

/** A conference that is not published yet exists only for the people who prepare it. */
export function requireVisibleConference(viewer: RequestAuth | null, conference: { published: boolean }, organizerIds: readonly string[]): void {
  if (!conference.published && !canManageConference(viewer, organizerIds)) throw conferencesError('NOT_FOUND', 'Conference not found');
}

/** Creating a conference and choosing its organizers are staff's. */
export function requireStaff(viewer: RequestAuth, what: string): void {
  if (!viewer.isAdmin) throw conferencesError('CONFERENCE_STAFF_ONLY', `Only staff can ${what}`);
}

/**
 * What a change's `domain` does. The domain decides which site a host name gets, so only staff set
 * or change it; an organizer's new domain is a request that serves nothing until staff approve it,
 * and an organizer cannot take the domain away either (sending the one it has changes nothing).
 */
export function domainChangeBy(viewer: RequestAuth, current: { domain: string | null }, wanted: string | null): 'SET' | 'REQUEST' | 'UNCHANGED' {
  if (viewer.isAdmin) return 'SET';
  if (wanted === current.domain) return 'UNCHANGED';
  if (wanted === null) {
    const message = 'Only staff can take the conference’s domain away';
    throw conferencesError('CONFERENCE_STAFF_ONLY', message, { fieldErrors: [{ field: 'body.domain', message }] });
  }
  return 'REQUEST';
}

/** The attendee directory is for the people who hold a ticket of the conference. */
export function requireTicketHolder(holds: boolean, what: string): void {
  if (!holds) throw conferencesError('NOT_A_TICKET_HOLDER', `Only ticket holders of this conference can ${what}`);
}
