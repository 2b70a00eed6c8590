import { DateTime } from 'luxon';
import { zoneAbbreviation } from './zone-abbreviation';

/** A moment as a sortable local time in a zone, with the zone's short name: "2026-03-05 19:00 EST". */
export function formatZonedTimestamp(timestamp: number, timezone: string): string {
  return `${DateTime.fromMillis(timestamp, { zone: timezone }).toFormat('yyyy-LL-dd HH:mm')} ${zoneAbbreviation(timezone, timestamp)}`;
}
