import { formatClock, formatLongDate, isSameDay, knownZoneOrUtc, zonedParts } from '../time/format-in-zone';
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

/**
 * Date and time range of a social in its own timezone, or in `displayZone`
 * when given (online public events are shown in several zones).
 */
export function formatEventTime(social: EventTimeInput, displayZone?: string): EventTimeText {
  const zone = knownZoneOrUtc(displayZone ?? social.timezone);
  const start = zonedParts(social.eventTimestamp, zone);
  const end = zonedParts(social.eventEndTimestamp, zone);
  const date = formatLongDate(start);
  const endText = isSameDay(start, end) ? formatClock(end) : `${formatLongDate(end)} ${formatClock(end)}`;
  const timeRange = `${formatClock(start)} – ${endText}`;
  const zoneName = zoneAbbreviation(zone, social.eventTimestamp);
  return { date, timeRange, zone: zoneName, text: `${date}, ${timeRange} ${zoneName}` };
}
