import type { CalendarEvent } from './calendar-event';
import { escapeIcsText, foldIcsLine, formatIcsUtc } from './ics-text';

const PRODUCT_ID = '-//Socials//Socials Events//EN';

/**
 * An RFC 5545 calendar with one event, ready to download or attach (text/calendar). Times are
 * in UTC, text is escaped, long lines are folded at 75 octets, lines end with CRLF. `stamp` is
 * the DTSTAMP: when this file is made.
 */
export function buildIcsCalendar(event: CalendarEvent, stamp: number): string {
  const properties: [string, string][] = [
    ['UID', escapeIcsText(event.uid)],
    ['DTSTAMP', formatIcsUtc(stamp)],
    ['DTSTART', formatIcsUtc(event.start)],
    ['DTEND', formatIcsUtc(event.end)],
    ['SUMMARY', escapeIcsText(event.summary)],
    ['DESCRIPTION', escapeIcsText(event.description)],
    ['LOCATION', escapeIcsText(event.location)],
    ['URL', event.url],
    ['STATUS', event.status],
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    ...properties.filter(([, value]) => value !== '').map(([name, value]) => foldIcsLine(`${name}:${value}`)),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
