import { DateTime } from 'luxon';

/** The datetime-local input value ("yyyy-MM-ddTHH:mm") of a moment as seen in the given zone. */
export function formatLocalDateTime(epochMs: number | null | undefined, zone: string): string {
  if (epochMs === null || epochMs === undefined) return '';
  const dt = DateTime.fromMillis(epochMs, { zone });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm") : '';
}
