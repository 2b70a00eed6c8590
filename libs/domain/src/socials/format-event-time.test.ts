import { describe, it, expect } from 'vitest';
import { formatEventTime } from './format-event-time';

const evening = {
  eventTimestamp: Date.UTC(2026, 2, 6, 0, 0), // 7 pm on March 5 in New York
  eventEndTimestamp: Date.UTC(2026, 2, 6, 2, 30),
  timezone: 'America/New_York',
};

describe('formatEventTime', () => {
  it('shows date and time range in the event timezone', () => {
    const t = formatEventTime(evening);
    expect(t.date).toBe('March 05, 2026');
    expect(t.timeRange).toBe('07:00 PM – 09:30 PM');
    expect(t.zone).toBe('EST');
    expect(t.text).toBe('March 05, 2026, 07:00 PM – 09:30 PM EST');
  });

  it('does not depend on the viewer zone', () => {
    const sg = { ...evening, timezone: 'Asia/Singapore' };
    expect(formatEventTime(sg).date).toBe('March 06, 2026');
    expect(formatEventTime(sg).timeRange).toBe('08:00 AM – 10:30 AM');
  });

  it('can show another zone', () => {
    expect(formatEventTime(evening, 'America/Los_Angeles').timeRange).toBe('04:00 PM – 06:30 PM');
  });

  it('adds the end date when the event ends on another day', () => {
    const late = { ...evening, eventEndTimestamp: Date.UTC(2026, 2, 6, 6, 0) };
    expect(formatEventTime(late).timeRange).toBe('07:00 PM – March 06, 2026 01:00 AM');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatEventTime({ ...evening, timezone: 'Nowhere/Land' }).timeRange).toBe('12:00 AM – 02:30 AM');
  });
});
