import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const now = Date.UTC(2026, 11, 7, 16, 0);
const ago = (ms: number) => formatRelativeTime(now - ms, now, 'UTC');

describe('formatRelativeTime', () => {
  it('says minutes and hours within a day, then days within a week', () => {
    expect(ago(20_000)).toBe('now');
    expect(ago(5 * 60_000)).toBe('5 min');
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe('3 h');
    expect(ago(30 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days');
  });

  it('gives the date after a week, with the year when it is another year', () => {
    expect(ago(10 * 86_400_000)).toBe('Nov 27');
    expect(formatRelativeTime(Date.UTC(2025, 2, 5, 12), now, 'UTC')).toBe('Mar 5, 2025');
  });

  it('reads a moment a little ahead of the clock as now', () => {
    expect(formatRelativeTime(now + 5_000, now, 'UTC')).toBe('now');
  });
});
