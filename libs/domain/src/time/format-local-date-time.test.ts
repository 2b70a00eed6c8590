import { describe, it, expect } from 'vitest';
import { parseLocalDateTime } from './parse-local-date-time';
import { formatLocalDateTime } from './format-local-date-time';

describe('formatLocalDateTime', () => {
  it('shows the moment as wall-clock time in the given zone', () => {
    expect(formatLocalDateTime(Date.UTC(2026, 2, 6, 0, 0), 'America/New_York')).toBe('2026-03-05T19:00');
    expect(formatLocalDateTime(Date.UTC(2026, 2, 5, 11, 0), 'Asia/Singapore')).toBe('2026-03-05T19:00');
  });

  it('round-trips with parseLocalDateTime', () => {
    const ms = parseLocalDateTime('2026-11-01T01:30', 'Europe/London');
    expect(formatLocalDateTime(ms, 'Europe/London')).toBe('2026-11-01T01:30');
  });

  it('gives an empty string for no value', () => {
    expect(formatLocalDateTime(null, 'UTC')).toBe('');
  });
});
