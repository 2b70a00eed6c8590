import { shortenDescription } from '../text/shorten-description';
import type { CalendarEvent } from './calendar-event';
import { formatIcsUtc } from './ics-text';

/** Keeps the link well under the lengths browsers and Google accept. */
const DETAILS_MAX_LENGTH = 1000;

/** "Add to Google Calendar": the event template link, times in UTC, the page address at the end of the details. */
export function googleCalendarLink(event: CalendarEvent): string {
  const details = [shortenDescription(event.description, DETAILS_MAX_LENGTH), event.url].filter((part) => part !== '').join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${formatIcsUtc(event.start)}/${formatIcsUtc(event.end)}`,
    details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
