import { DateTime } from 'luxon';
import { zoneAbbreviation } from '../time/zone-abbreviation';

export interface EventTimeInput {
  eventTimestamp: number;
  eventEndTimestamp: number;
  timezone: string;
}

export interface EventTimeText {
  /** "March 05, 2026" */
  date: string;
  /** "07:00 PM – 09:00 PM", or with the end date when the event ends on another day. */
  timeRange: string;
  /** Short zone name, e.g. "EST" or "SGT". */
  zone: string;
  /** All of it on one line. */
  text: string;
}

const DATE_FORMAT = 'MMMM dd, yyyy';
const TIME_FORMAT = 'hh:mm a';

/**
 * Date and time range of a social in its own timezone (spec 2 and 9), or in `displayZone`
 * when given (online public events are shown in several zones).
 */
export function formatEventTime(social: EventTimeInput, displayZone?: string): EventTimeText {
  const zone = pickZone(displayZone ?? social.timezone);
  const start = DateTime.fromMillis(social.eventTimestamp, { zone, locale: 'en-US' });
  const end = DateTime.fromMillis(social.eventEndTimestamp, { zone, locale: 'en-US' });
  const date = start.toFormat(DATE_FORMAT);
  const sameDay = start.hasSame(end, 'day');
  const endText = sameDay ? end.toFormat(TIME_FORMAT) : `${end.toFormat(DATE_FORMAT)} ${end.toFormat(TIME_FORMAT)}`;
  const timeRange = `${start.toFormat(TIME_FORMAT)} – ${endText}`;
  const zoneName = zoneAbbreviation(zone, social.eventTimestamp);
  return { date, timeRange, zone: zoneName, text: `${date}, ${timeRange} ${zoneName}` };
}

function pickZone(zone: string): string {
  return DateTime.now().setZone(zone).isValid ? zone : 'UTC';
}
