import { describe, expect, it } from 'vitest';
import { eventTimeDisplays } from './event-time-displays';

const evening = {
  eventTimestamp: Date.UTC(2026, 2, 6, 0, 0), // 7 pm on March 5 in New York
  eventEndTimestamp: Date.UTC(2026, 2, 6, 2, 0),
  timezone: 'America/New_York',
};

// "Online public events show their time in each of several preconfigured zones; others show
// the date and a time range in the event's own timezone." The zones are EVENT_DISPLAY_TIME_ZONES.
describe('eventTimeDisplays', () => {
  it('shows an online public event in New York, San Francisco and Singapore time', () => {
    const shown = eventTimeDisplays({ ...evening, isOnline: true, isPublic: true });
    expect(shown.map((time) => [time.label, time.text])).toEqual([
      ['New York', 'March 05, 2026, 07:00 PM – 09:00 PM EST'],
      ['San Francisco', 'March 05, 2026, 04:00 PM – 06:00 PM PST'],
      ['Singapore', 'March 06, 2026, 08:00 AM – 10:00 AM SGT'],
    ]);
  });

  it("shows any other event once, in the event's own zone", () => {
    const inPerson = { ...evening, timezone: 'Europe/London', isOnline: false, isPublic: true };
    expect(eventTimeDisplays(inPerson)).toEqual([
      { label: null, date: 'March 06, 2026', timeRange: '12:00 AM – 02:00 AM', zone: 'GMT', text: 'March 06, 2026, 12:00 AM – 02:00 AM GMT' },
    ]);
    expect(eventTimeDisplays({ ...evening, isOnline: true, isPublic: false })).toHaveLength(1);
  });
});
