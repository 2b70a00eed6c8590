import { describe, expect, it } from 'vitest';
import { formatZonedTimestamp } from './format-zoned-timestamp';

describe('formatZonedTimestamp', () => {
  it('writes the local time of the zone with its abbreviation, summer and winter', () => {
    expect(formatZonedTimestamp(Date.UTC(2026, 2, 6, 0, 0), 'America/New_York')).toBe('2026-03-05 19:00 EST');
    expect(formatZonedTimestamp(Date.UTC(2026, 6, 1, 12, 30), 'Europe/London')).toBe('2026-07-01 13:30 GMT+1');
  });
});
