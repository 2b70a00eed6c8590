import { describe, expect, it } from 'vitest';
import { buildIcsCalendar } from '../calendar/build-ics-calendar';
import { sessionCalendarEvent } from './session-calendar-event';

describe('sessionCalendarEvent', () => {
  it('names the session, its conference, speakers, room and venue', () => {
    const event = sessionCalendarEvent(
      {
        id: 's1',
        title: 'Opening keynote',
        abstract: 'Why machines',
        room: 'Main hall',
        startsAt: Date.UTC(2031, 4, 12, 13),
        endsAt: Date.UTC(2031, 4, 12, 14),
        speakers: [{ name: 'Ada Lovelace' }],
      },
      { name: 'AI Summit', venueName: 'Pier 57', venueAddress: '' },
      'https://summit.example.com/agenda',
    );
    expect(event).toMatchObject({ summary: 'Opening keynote · AI Summit', location: 'Main hall, Pier 57', description: 'With Ada Lovelace\n\nWhy machines' });
    const ics = buildIcsCalendar(event, Date.UTC(2031, 0, 1));
    expect(ics).toContain('DTSTART:20310512T130000Z\r\n');
    expect(ics).toContain('UID:session-s1@socials\r\n');
  });
});
