import { DateTime } from 'luxon';

/**
 * Reads a wall-clock value as typed in a datetime-local input ("2026-03-05T19:00") as a moment
 * in the given zone, so the event starts at 7 pm where it happens whatever the browser's zone.
 * Returns epoch milliseconds, or null for an empty or invalid value.
 */
export function parseLocalDateTime(value: string | null | undefined, zone: string): number | null {
  if (!value) return null;
  const dt = DateTime.fromISO(value, { zone });
  return dt.isValid ? dt.toMillis() : null;
}
