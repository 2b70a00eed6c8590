import type { VenueData } from '../socials/social.schema';
import { displaySocialTitle } from '../socials/display-social-title';
import { httpsLinkOrNull } from '../text/web-url';

/** What calendar files and links need to know about an event. */
export interface CalendarEvent {
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarSocial {
  id: string;
  title: string;
  description: string;
  eventTimestamp: number;
  eventEndTimestamp: number;
  isOnline: boolean;
  isDeleted: boolean;
  isCancelled: boolean;
  venue: string | null;
  venueData: Pick<VenueData, 'name' | 'address' | 'city'> | null;
  /** An online event's join link, when the one the calendar is for may see it (hosts and confirmed guests). */
  onlineLink?: string | null;
}

/**
 * Where the social takes place, as far as the viewer may know: "Online", or the venue's name,
 * address and city, each piece once (addresses often name the city again). The free-text venue
 * is only used when there is no venue data.
 */
function locationOf(social: CalendarSocial): string {
  if (social.isOnline) return httpsLinkOrNull(social.onlineLink) ?? 'Online';
  const data = social.venueData;
  const pieces = (data ? [data.name, data.address, data.city] : [social.venue])
    .flatMap((part) => (part ?? '').split(','))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const seen = new Set<string>();
  const once = pieces.filter((piece) => {
    const key = piece.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return once.length > 0 ? once.join(', ') : (social.venue?.trim() ?? '');
}

/** A social as a calendar event; `url` is its public page, whose host also scopes the UID. */
export function socialCalendarEvent(social: CalendarSocial, url: string): CalendarEvent {
  const joinLink = social.isOnline ? httpsLinkOrNull(social.onlineLink) : null;
  return {
    uid: `${social.id}@${new URL(url).hostname}`,
    start: social.eventTimestamp,
    end: social.eventEndTimestamp,
    summary: displaySocialTitle(social),
    description: joinLink ? `Join online: ${joinLink}\n\n${social.description}`.trim() : social.description,
    location: locationOf(social),
    url,
    status: social.isCancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}
