import { describe, expect, it } from 'vitest';
import { buildIcsCalendar, buildIcsFeed } from './build-ics-calendar';
import { socialCalendarEvent } from './calendar-event';
import { demoNight, demoNightUrl } from './calendar.fixture';

const stamp = Date.UTC(2026, 1, 1, 9, 30);
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcsCalendar', () => {
  it('writes one VEVENT with UTC times, escaped text, location and URL, CRLF line ends', () => {
    const ics = buildIcsCalendar(socialCalendarEvent(demoNight, demoNightUrl), stamp);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(unfold(ics).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Socials//Socials Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${demoNight.id}@socials.example.com`,
      'DTSTAMP:20260201T093000Z',
      'DTSTART:20260306T000000Z',
      'DTEND:20260306T023000Z',
      'SUMMARY:Demo Night\\; AI\\, Robots & Friends',
      'DESCRIPTION:Doors at 7.\\nBring a laptop\\, a demo and a friend.',
      'LOCATION:The Loft\\, 12 Main St\\, New York',
      `URL:${demoNightUrl}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long lines at 75 octets', () => {
    const ics = buildIcsCalendar(socialCalendarEvent({ ...demoNight, description: 'Long text. '.repeat(40) }, demoNightUrl), stamp);
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'Long text. '.repeat(40)}`.trimEnd());
  });

  it('leaves out empty properties', () => {
    const ics = buildIcsCalendar(socialCalendarEvent({ ...demoNight, description: '', venueData: null }, demoNightUrl), stamp);
    expect(ics).not.toContain('DESCRIPTION');
    expect(ics).not.toContain('LOCATION');
  });
});

describe('buildIcsFeed', () => {
  it('names the calendar and writes one VEVENT per event, or none', () => {
    const other = { ...demoNight, id: 'c0ffee00-0000-4000-8000-000000000002', title: 'Second' };
    const ics = unfold(buildIcsFeed('Jazz, Club', [socialCalendarEvent(demoNight, demoNightUrl), socialCalendarEvent(other, demoNightUrl)], stamp));
    expect(ics).toContain('X-WR-CALNAME:Jazz\\, Club\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:${other.id}@socials.example.com`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(unfold(buildIcsFeed('Empty', [], stamp))).not.toContain('BEGIN:VEVENT');
  });
});
