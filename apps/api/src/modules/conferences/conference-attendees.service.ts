import {
  getDisplayName,
  type ConferencePartnerList,
  getHeadline,
  orderNetworkingDirectory,
  type ConferenceSession,
  type NetworkingDirectory,
  type NetworkingState,
  type SavedSessionState,
} from '@socials/domain';
import type { Db } from '../../core/db';
import type { Caller } from '../../core/caller';
import { patronBadgesByIds } from '../patrons';
import {
  deleteConferencePatron,
  deleteNetworkingOptin,
  insertConferencePatron,
  listConferencePatronIds,
  deleteSavedSession,
  holdsConferenceTicket,
  insertNetworkingOptin,
  insertSavedSession,
  listHeldTicketDetails,
  listNetworkingDirectory,
  listSavedSessions,
} from './conference-attendees.repo';
import { findSession } from './conferences.repo';
import { requireStaff, requireTicketHolder } from './conferences.policy';
import { visibleConference } from './conferences.service';
import { sessionViews } from './sessions.service';
import { conferencesError } from './conferences.errors';

/** PUT/DELETE /conferences/{id}/sessions/{sessionId}/saved: puts a session of the conference on (or off) the caller's agenda; doing it twice changes nothing. */
export async function setSessionSaved(db: Db, viewer: Caller, conferenceRef: string, sessionId: string, saved: boolean): Promise<SavedSessionState> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  const session = await findSession(db, sessionId);
  if (!session || session.conferenceId !== conference.id) throw conferencesError('NOT_FOUND', 'Session not found');
  if (saved) await insertSavedSession(db, viewer.userId, session.id);
  else await deleteSavedSession(db, viewer.userId, session.id);
  return { sessionId: session.id, saved };
}

/** GET /conferences/{id}/my-agenda: the sessions the caller saved, by start time. */
export async function getMyAgenda(db: Db, viewer: Caller, conferenceRef: string): Promise<{ data: ConferenceSession[] }> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  return { data: await sessionViews(db, await listSavedSessions(db, conference.id, viewer.userId)) };
}

/** PUT/DELETE /conferences/{id}/networking/me: a ticket holder joins the attendee directory; anyone may leave it. */
export async function setNetworkingOptin(db: Db, viewer: Caller, conferenceRef: string, optedIn: boolean): Promise<NetworkingState> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  if (optedIn) {
    requireTicketHolder(await holdsConferenceTicket(db, conference.id, viewer.userId), 'join the attendee directory');
    await insertNetworkingOptin(db, conference.id, viewer.userId);
  } else {
    await deleteNetworkingOptin(db, conference.id, viewer.userId);
  }
  return { optedIn };
}

/** GET /conferences/{id}/networking: the opted-in holders, for the conference's ticket holders only. */
export async function getNetworkingDirectory(db: Db, publicUrl: string, viewer: Caller, conferenceRef: string): Promise<NetworkingDirectory> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  requireTicketHolder(await holdsConferenceTicket(db, conference.id, viewer.userId), 'see the attendee directory');
  const rows = await listNetworkingDirectory(db, conference.id);
  const tickets = new Map(
    (
      await listHeldTicketDetails(
        db,
        conference.id,
        rows.map((row) => row.id),
      )
    ).map((t) => [t.holderId, t]),
  );
  const data = orderNetworkingDirectory(
    rows.map((row) => {
      // The profile's name and headline first; else what the attendee wrote on their ticket.
      const ticket = tickets.get(row.id);
      return {
        userId: row.id,
        name: getDisplayName(row) || ticket?.holderName.trim() || '',
        headline:
          getHeadline(row) ||
          [ticket?.holderJobTitle, ticket?.holderCompany]
            .map((part) => part?.trim())
            .filter(Boolean)
            .join(', '),
        photoUrl: row.photoPath,
        profileSlug: row.slug,
        profileUrl: `${publicUrl}/users/${encodeURIComponent(row.slug)}`,
      };
    }),
  );
  return { optedIn: rows.some((row) => row.id === viewer.userId), data };
}

/** GET /conferences/{id}/patrons: the conference's partners with their logos and pages on the main site. */
export async function listConferencePartners(db: Db, publicUrl: string, viewer: Caller | null, conferenceRef: string): Promise<ConferencePartnerList> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  const badges = await patronBadgesByIds(db, await listConferencePatronIds(db, conference.id));
  return { data: badges.map((badge) => ({ ...badge, pageUrl: `${publicUrl}/patrons/${encodeURIComponent(badge.code)}` })) };
}

/** POST/DELETE /conferences/{id}/patrons/{patronId}: staff choose the conference's partners (an unknown patron: 404). */
export async function setConferencePartner(
  db: Db,
  publicUrl: string,
  viewer: Caller,
  conferenceRef: string,
  patronId: string,
  partner: boolean,
): Promise<ConferencePartnerList> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  requireStaff(viewer, 'choose the conference’s partners');
  if (partner) {
    if ((await patronBadgesByIds(db, [patronId])).length === 0) throw conferencesError('NOT_FOUND', 'Patron not found');
    await insertConferencePatron(db, conference.id, patronId);
  } else {
    await deleteConferencePatron(db, conference.id, patronId);
  }
  return listConferencePartners(db, publicUrl, viewer, conference.id);
}
