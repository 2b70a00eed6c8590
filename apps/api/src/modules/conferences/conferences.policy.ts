import type { Caller } from '../../core/caller';
import type { ConferenceTicketRow } from './conference-orders.repo';
import { conferencesError } from './conferences.errors';

/** Staff, or one of the conference's organizers. */
export function canManageConference(viewer: Caller | null, organizerIds: readonly string[]): boolean {
  return viewer !== null && (viewer.isAdmin || organizerIds.includes(viewer.userId));
}

/** Staff keep every conference and the whole speakers CRM: they see and change any speaker, and add one to no conference yet. */
export function canManageEveryConference(viewer: Caller | null): boolean {
  return viewer?.isAdmin ?? false;
}

/** Conferences, their passes, speakers and agenda are changed by staff and the conference's organizers. */
export function requireConferenceManager(viewer: Caller, organizerIds: readonly string[], what: string): void {
  if (!canManageConference(viewer, organizerIds)) throw conferencesError('NOT_AN_ORGANIZER', `Only the organizers of this conference can ${what}`);
}

/** A conference that is not published yet exists only for the people who prepare it. */
export function requireVisibleConference(viewer: Caller | null, conference: { published: boolean }, organizerIds: readonly string[]): void {
  if (!conference.published && !canManageConference(viewer, organizerIds)) throw conferencesError('NOT_FOUND', 'Conference not found');
}

/** Creating a conference and choosing its organizers are staff's. */
export function requireStaff(viewer: Caller, what: string): void {
  if (!viewer.isAdmin) throw conferencesError('CONFERENCE_STAFF_ONLY', `Only staff can ${what}`);
}

/**
 * What a change's `domain` does. The domain decides which site a host name gets, so only staff set
 * or change it; an organizer's new domain is a request that serves nothing until staff approve it,
 * and an organizer cannot take the domain away either (sending the one it has changes nothing).
 */
export function domainChangeBy(viewer: Caller, current: { domain: string | null }, wanted: string | null): 'SET' | 'REQUEST' | 'UNCHANGED' {
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

/** Anyone but staff reaches a speaker through the conferences they see (`visible`): 404 for one only in others. */
export function requireVisibleSpeaker(speakerConferenceIds: readonly string[], visible: ReadonlySet<string>): void {
  if (!speakerConferenceIds.some((id) => visible.has(id))) throw conferencesError('NOT_FOUND', 'Speaker not found');
}

/** A speaker is changed by staff or an organizer of one of the conferences they speak at (`managed`: those the caller prepares). */
export function requireSpeakerManager(viewer: Caller, speakerConferenceIds: readonly string[], managed: ReadonlySet<string>): void {
  requireConferenceManager(viewer, speakerConferenceIds.some((id) => managed.has(id)) ? [viewer.userId] : [], 'change this speaker');
}

/** A ticket is its buyer's and its holder's (404 for anyone else), except for whoever claims it with the link's token. */
export function requireTicketReach(viewer: Caller, ticket: ConferenceTicketRow | null, claiming: boolean): ConferenceTicketRow {
  if (!ticket || (ticket.buyerId !== viewer.userId && ticket.holderId !== viewer.userId && !claiming)) throw conferencesError('NOT_FOUND', 'Ticket not found');
  return ticket;
}

/** Only the buyer sends a ticket to a colleague. */
export function requireTicketBuyer(viewer: Caller, ticket: Pick<ConferenceTicketRow, 'buyerId'>): void {
  if (ticket.buyerId !== viewer.userId) throw conferencesError('TICKET_NOT_YOURS', 'Only the buyer can assign this ticket');
}

/** The attendee's details are filled in by the holder, or by the buyer of a ticket nobody holds or was sent (it becomes theirs). */
export function requireTicketCompleter(viewer: Caller, ticket: Pick<ConferenceTicketRow, 'buyerId' | 'holderId' | 'assignedEmail'>): void {
  const mayComplete = ticket.holderId === viewer.userId || (ticket.buyerId === viewer.userId && !ticket.holderId && !ticket.assignedEmail);
  if (!mayComplete) throw conferencesError('TICKET_NOT_YOURS', 'The colleague it was sent to completes this ticket');
}

/** An order is its buyer's: 404 for anyone else, and for an order of another conference. */
export function requireOwnOrder<T extends { conferenceId: string; buyerId: string }>(viewer: Caller, conferenceId: string, order: T | null | undefined): T {
  if (!order || order.conferenceId !== conferenceId || order.buyerId !== viewer.userId) throw conferencesError('NOT_FOUND', 'Order not found');
  return order;
}
