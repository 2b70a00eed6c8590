import { z } from 'zod';
import { Id } from '../common/common.schema';
import { PatronBadge } from '../patrons/patron.schema';
import { ConferenceRefParams } from './conference.schema';

/** PUT/DELETE /conferences/{id}/sessions/{sessionId}/saved: the conference by id or slug, and one of its sessions. */
export const SavedSessionParams = ConferenceRefParams.extend({ sessionId: Id });
export type SavedSessionParams = z.infer<typeof SavedSessionParams>;

/** Whether the session is on the caller's personal agenda now. */
export const SavedSessionState = z.object({ sessionId: Id, saved: z.boolean() });
export type SavedSessionState = z.infer<typeof SavedSessionState>;

/** One attendee listed in a conference's networking directory (they chose to be). */
export const NetworkingAttendee = z.object({
  userId: Id,
  name: z.string(),
  headline: z.string(),
  photoUrl: z.string().nullable(),
  profileSlug: z.string(),
  /** Their public profile on the main site (the conference site may be on a host of its own). */
  profileUrl: z.string(),
});
export type NetworkingAttendee = z.infer<typeof NetworkingAttendee>;

/** GET /conferences/{id}/networking: whether the caller is listed, and who is. */
export const NetworkingDirectory = z.object({ optedIn: z.boolean(), data: z.array(NetworkingAttendee) });
export type NetworkingDirectory = z.infer<typeof NetworkingDirectory>;

/** PUT/DELETE /conferences/{id}/networking/me: whether the caller is listed now. */
export const NetworkingState = z.object({ optedIn: z.boolean() });
export type NetworkingState = z.infer<typeof NetworkingState>;

/** The directory's order: by name as people read it (accents and case aside), attendees without a name last. */
export function orderNetworkingDirectory<T extends { name: string; userId: string }>(attendees: readonly T[]): T[] {
  return [...attendees].sort(
    (a, b) => Number(!a.name) - Number(!b.name) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.userId.localeCompare(b.userId),
  );
}

/** POST/DELETE /conferences/{id}/patrons/{patronId}: the conference by id or slug, and a patron. */
export const ConferencePatronParams = ConferenceRefParams.extend({ patronId: Id });
export type ConferencePatronParams = z.infer<typeof ConferencePatronParams>;

/** A partner of a conference: a patron's badge and its profile page on the main site. */
export const ConferencePartner = PatronBadge.extend({ pageUrl: z.string() });
export type ConferencePartner = z.infer<typeof ConferencePartner>;

export const ConferencePartnerList = z.object({ data: z.array(ConferencePartner) });
export type ConferencePartnerList = z.infer<typeof ConferencePartnerList>;
