import type { CalendarEvent } from './calendar-event';
import { escapeIcsText, foldIcsLine, formatIcsUtc } from './ics-text';

const PRODUCT_ID = '-//Socials//Socials Events//EN';

/** One VEVENT's lines, folded. */
function eventLines(event: CalendarEvent, stamp: number): string[] {
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
  return ['BEGIN:VEVENT', ...properties.filter(([, value]) => value !== '').map(([name, value]) => foldIcsLine(`${name}:${value}`)), 'END:VEVENT'];
}

function calendar(headers: string[], events: readonly CalendarEvent[], stamp: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...headers,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * An RFC 5545 calendar with one event, ready to download or attach (text/calendar). Times are
 * in UTC, text is escaped, long lines are folded at 75 octets, lines end with CRLF. `stamp` is
 * the DTSTAMP: when this file is made.
 */
export function buildIcsCalendar(event: CalendarEvent, stamp: number): string {
  return calendar([], [event], stamp);
}

/**
 * A calendar feed that calendar apps subscribe to (a circle's socials): any number of events,
 * the calendar's name (X-WR-CALNAME, which the apps show) and how often to fetch it again.
 */
export function buildIcsFeed(name: string, events: readonly CalendarEvent[], stamp: number): string {
  const headers = [foldIcsLine(`X-WR-CALNAME:${escapeIcsText(name)}`), 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'];
  return calendar(headers, events, stamp);
}
