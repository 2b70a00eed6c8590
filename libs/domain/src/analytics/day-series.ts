import { DateTime } from 'luxon';
import type { SeriesPoint } from './analytics.schema';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDayOf(timestamp: number, zone: string): string {
  return DateTime.fromMillis(timestamp, { zone }).toISODate() ?? DateTime.fromMillis(timestamp, { zone: 'utc' }).toISODate() ?? '';
}

/** "Nov 24": a day key as a short label for a chart axis. */
export function dayLabel(day: string): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  return date.isValid ? date.toFormat('LLL d') : day;
}

/** Counts instants per calendar day of a time zone (a day runs midnight to midnight there, 23 or 25 hours at a clock change). */
export function countByLocalDay(timestamps: readonly number[], zone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const timestamp of timestamps) {
    const day = localDayOf(timestamp, zone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** Longest series a chart gets: a social's statistics rarely span more than a year. */
export const MAX_SERIES_DAYS = 366;

/**
 * Per-day counts as a series without gaps: every day from the first counted day to the last (or to
 * `until`, when later) appears, days without anything at zero. At most MAX_SERIES_DAYS days, the latest.
 */
export function fillDaySeries(counts: ReadonlyMap<string, number>, until?: string): SeriesPoint[] {
  const days = [...counts.keys()].sort();
  const first = days[0];
  if (!first) return [];
  const lastCounted = days[days.length - 1] ?? first;
  const last = until && until > lastCounted ? until : lastCounted;
  const end = DateTime.fromISO(last, { zone: 'utc' });
  const start = DateTime.max(DateTime.fromISO(first, { zone: 'utc' }), end.minus({ days: MAX_SERIES_DAYS - 1 }));
  const points: SeriesPoint[] = [];
  for (let day = start; day <= end; day = day.plus({ days: 1 })) {
    const key = day.toISODate() ?? '';
    points.push({ key, label: dayLabel(key), count: counts.get(key) ?? 0 });
  }
  return points;
}
