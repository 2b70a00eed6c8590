import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatLongDate,
  formatShortDate,
  intlZoneName,
  isKnownTimeZone,
  isoInZone,
  knownZoneOrUtc,
  withPlainSpaces,
  zonedParts,
} from './format-in-zone';

const ZONES = ['America/New_York', 'America/Los_Angeles', 'Asia/Singapore', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
// 1970 to 2100, whole seconds (the ISO text carries no milliseconds).
const moments = fc.integer({ min: 0, max: 4_102_444_800 }).map((seconds) => seconds * 1000);

describe('zone formatting without luxon', () => {
  it('reads the same wall clock and the same ISO offset as luxon, in every zone, across daylight saving changes', () => {
    fc.assert(
      fc.property(moments, fc.constantFrom(...ZONES), (epochMs, zone) => {
        const reference = DateTime.fromMillis(epochMs, { zone });
        expect(zonedParts(epochMs, zone)).toEqual({
          year: reference.year,
          month: reference.month,
          day: reference.day,
          hour: reference.hour,
          minute: reference.minute,
          second: reference.second,
        });
        expect(isoInZone(epochMs, zone)).toBe(reference.toISO({ suppressMilliseconds: true }));
        expect(formatLongDate(zonedParts(epochMs, zone))).toBe(reference.setLocale('en-US').toFormat('MMMM dd, yyyy'));
        expect(formatClock(zonedParts(epochMs, zone))).toBe(reference.setLocale('en-US').toFormat('hh:mm a'));
        expect(intlZoneName(zone, epochMs)).toBe(reference.setLocale('en-US').toFormat('ZZZZ'));
      }),
      { numRuns: 300 },
    );
  });

  it('formats noon, midnight and a short date', () => {
    const noon = zonedParts(Date.UTC(2026, 2, 7, 12, 5), 'UTC');
    expect(formatClock(noon)).toBe('12:05 PM');
    expect(formatClock(zonedParts(Date.UTC(2026, 2, 7, 0, 0), 'UTC'), { padHour: false })).toBe('12:00 AM');
    expect(formatShortDate(noon)).toBe('Mar 7');
  });

  it('falls back to UTC for a zone the platform does not know', () => {
    expect(isKnownTimeZone('Nowhere/Land')).toBe(false);
    expect(knownZoneOrUtc('Nowhere/Land')).toBe('UTC');
    expect(isoInZone(Date.UTC(2026, 2, 6, 0, 0), 'Nowhere/Land')).toBe('2026-03-06T00:00:00Z');
    expect(intlZoneName('Nowhere/Land', 0)).toBe('UTC');
  });
});

describe('withPlainSpaces', () => {
  it("writes ICU's narrow, thin and no-break spaces as plain ones, whatever the engine's ICU", () => {
    expect(withPlainSpaces('9:00\u202fAM EDT')).toBe('9:00 AM EDT');
    expect(withPlainSpaces('May 12\u2009–\u200913, 2031')).toBe('May 12 – 13, 2031');
    expect(withPlainSpaces('Jun\u00a013')).toBe('Jun 13');
    const formatted = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2031, 0, 1, 9));
    expect(withPlainSpaces(formatted)).toBe('9:00 AM');
  });
});
