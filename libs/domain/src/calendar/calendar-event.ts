import type { VenueData } from '../contracts/social.schema';
import { displaySocialTitle } from '../social/display-social-title';

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
}

/** Where the social takes place, as far as the viewer may know: "Online", or venue name, address and city. */
function locationOf(social: CalendarSocial): string {
  if (social.isOnline) return 'Online';
  const parts = [social.venueData?.name, social.venueData?.address, social.venueData?.city, social.venue]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return [...new Set(parts)].join(', ');
}

/** A social as a calendar event; `url` is its public page, whose host also scopes the UID. */
export function socialCalendarEvent(social: CalendarSocial, url: string): CalendarEvent {
  return {
    uid: `${social.id}@${new URL(url).hostname}`,
    start: social.eventTimestamp,
    end: social.eventEndTimestamp,
    summary: displaySocialTitle(social),
    description: social.description,
    location: locationOf(social),
    url,
    status: social.isCancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}
