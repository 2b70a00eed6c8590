import { describe, it, expect } from 'vitest';
import { parseLocalDateTime } from './parse-local-date-time';

describe('parseLocalDateTime', () => {
  it('reads the wall-clock time in the given zone', () => {
    expect(parseLocalDateTime('2026-03-05T19:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 6, 0, 0));
    expect(parseLocalDateTime('2026-03-05T19:00', 'Asia/Singapore')).toBe(Date.UTC(2026, 2, 5, 11, 0));
  });

  it('follows daylight saving time', () => {
    expect(parseLocalDateTime('2026-07-05T19:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 5, 23, 0));
  });

  it('gives null for empty or invalid input', () => {
    expect(parseLocalDateTime('', 'UTC')).toBeNull();
    expect(parseLocalDateTime('not a date', 'UTC')).toBeNull();
    expect(parseLocalDateTime('2026-03-05T19:00', 'Not/AZone')).toBeNull();
  });
});
