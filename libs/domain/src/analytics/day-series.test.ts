import { describe, expect, it } from 'vitest';
import { countByLocalDay, dayLabel, fillDaySeries, localDayOf, MAX_SERIES_DAYS } from './day-series';

describe('localDayOf', () => {
  it('takes the day of the zone, not of UTC', () => {
    const lateEveningInNewYork = Date.parse('2026-11-25T03:30:00Z');
    expect(localDayOf(lateEveningInNewYork, 'America/New_York')).toBe('2026-11-24');
    expect(localDayOf(lateEveningInNewYork, 'Europe/Paris')).toBe('2026-11-25');
  });
});

describe('countByLocalDay', () => {
  it('puts instants into the days of the zone, across a clock change', () => {
    const counts = countByLocalDay(
      [Date.parse('2026-11-01T03:30:00Z'), Date.parse('2026-11-01T04:30:00Z'), Date.parse('2026-11-02T04:30:00Z'), Date.parse('2026-11-02T05:30:00Z')],
      'America/New_York',
    );
    // New York falls back on Nov 1: 03:30Z is 23:30 on Oct 31 (EDT), 04:30Z is 00:30 on Nov 1; 04:30Z on Nov 2 is 23:30 on Nov 1 (EST).
    expect(Object.fromEntries(counts)).toEqual({ '2026-10-31': 1, '2026-11-01': 2, '2026-11-02': 1 });
  });
});

describe('fillDaySeries', () => {
  it('fills the days between counted days with zero, labelled for the axis', () => {
    const series = fillDaySeries(
      new Map([
        ['2026-11-20', 2],
        ['2026-11-23', 1],
      ]),
    );
    expect(series).toEqual([
      { key: '2026-11-20', label: 'Nov 20', count: 2 },
      { key: '2026-11-21', label: 'Nov 21', count: 0 },
      { key: '2026-11-22', label: 'Nov 22', count: 0 },
      { key: '2026-11-23', label: 'Nov 23', count: 1 },
    ]);
  });

  it('runs on to a later day when asked, and is empty without counts', () => {
    expect(fillDaySeries(new Map([['2026-12-31', 1]]), '2027-01-02').map((p) => p.key)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(fillDaySeries(new Map(), '2027-01-02')).toEqual([]);
  });

  it('keeps the latest MAX_SERIES_DAYS days of a longer span', () => {
    const series = fillDaySeries(
      new Map([
        ['2020-01-01', 1],
        ['2026-11-24', 1],
      ]),
    );
    expect(series).toHaveLength(MAX_SERIES_DAYS);
    expect(series[series.length - 1]).toMatchObject({ key: '2026-11-24', count: 1 });
  });
});

describe('dayLabel', () => {
  it('reads a day key as month and day', () => {
    expect(dayLabel('2026-01-05')).toBe('Jan 5');
  });
});
