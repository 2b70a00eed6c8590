// Wall-clock formatting in a time zone with the platform's Intl alone: the event page shows dates
// on every first visit, and Intl costs no download where luxon would add about 20 kB gzipped.

/** A moment's wall clock in a zone: month 1-12, hour 0-23. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

// Making an Intl.DateTimeFormat is slow next to using one: one per zone (and kind) for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: 'parts' | 'zone-name', zone: string): Intl.DateTimeFormat {
  const key = `${kind}:${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          })
        : new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when the platform knows the IANA zone (e.g. "America/New_York"). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterFor('parts', zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when known, otherwise UTC: a social with an odd zone still shows its times. */
export function knownZoneOrUtc(zone: string): string {
  return isKnownTimeZone(zone) ? zone : 'UTC';
}

/** The wall clock at `epochMs` in `zone` (a known zone; see knownZoneOrUtc). */
export function zonedParts(epochMs: number, zone: string): ZonedParts {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor('parts', zone).formatToParts(epochMs)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return { year: values.year!, month: values.month!, day: values.day!, hour: values.hour!, minute: values.minute!, second: values.second! };
}

/** The zone's short name at a moment in en-US: "EST", "PDT", or an offset like "GMT+5:30". */
export function intlZoneName(zone: string, epochMs: number): string {
  const part = formatterFor('zone-name', knownZoneOrUtc(zone))
    .formatToParts(epochMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "March 05, 2026" */
export function formatLongDate(parts: ZonedParts): string {
  return `${MONTH_NAMES[parts.month - 1]} ${pad2(parts.day)}, ${parts.year}`;
}

/** "Mar 7" */
export function formatShortDate(parts: ZonedParts): string {
  return `${MONTH_NAMES[parts.month - 1]!.slice(0, 3)} ${parts.day}`;
}

/** "07:00 PM", or "7:00 PM" with `padHour: false`. */
export function formatClock(parts: ZonedParts, { padHour = true }: { padHour?: boolean } = {}): string {
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${padHour ? pad2(hour12) : hour12}:${pad2(parts.minute)} ${parts.hour < 12 ? 'AM' : 'PM'}`;
}

export function isSameDay(a: ZonedParts, b: ZonedParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** "2026-03-05T19:00:00-05:00": ISO 8601 with the zone's offset at that moment ("Z" in UTC). */
export function isoInZone(epochMs: number, zone: string): string {
  const known = knownZoneOrUtc(zone);
  const parts = zonedParts(epochMs, known);
  const wallClockAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
  const date = `${String(parts.year).padStart(4, '0')}-${pad2(parts.month)}-${pad2(parts.day)}`;
  const time = `${pad2(parts.hour)}:${pad2(parts.minute)}:${pad2(parts.second)}`;
  if (known === 'UTC') return `${date}T${time}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${date}T${time}${sign}${pad2(Math.floor(absolute / 60))}:${pad2(absolute % 60)}`;
}

/**
 * Intl's text with ordinary spaces: ICU versions differ in the spaces they put before AM/PM and
 * around a range's dash (narrow no-break, thin, or plain), so a server's text and a browser's would
 * differ, and a hydrated page would not match its server render.
 */
export function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}
