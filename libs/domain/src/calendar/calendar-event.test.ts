import { describe, expect, it } from 'vitest';
import type { Social } from '../socials/social.schema';
import { socialCalendarEvent, type CalendarSocial } from './calendar-event';
import { demoNight, demoNightUrl } from './calendar.fixture';

describe('socialCalendarEvent', () => {
  it('takes a Social as the API sends it', () => {
    const accepts = (social: Social): CalendarSocial => social;
    expect(accepts).toBeTypeOf('function');
  });

  it('takes times, title, description, venue and page from the social', () => {
    expect(socialCalendarEvent(demoNight, demoNightUrl)).toEqual({
      uid: `${demoNight.id}@socials.example.com`,
      start: demoNight.eventTimestamp,
      end: demoNight.eventEndTimestamp,
      summary: 'Demo Night; AI, Robots & Friends',
      description: demoNight.description,
      location: 'The Loft, 12 Main St, New York',
      url: demoNightUrl,
      status: 'CONFIRMED',
    });
  });

  it('"Cancelled events get the title suffix (CANCELLED)" and a CANCELLED status', () => {
    const event = socialCalendarEvent({ ...demoNight, isCancelled: true }, demoNightUrl);
    expect(event.summary).toBe('Demo Night; AI, Robots & Friends (CANCELLED)');
    expect(event.status).toBe('CANCELLED');
  });

  it('says Online for online socials and leaves out a masked address', () => {
    expect(socialCalendarEvent({ ...demoNight, isOnline: true }, demoNightUrl).location).toBe('Online');
    const masked = { ...demoNight, venueData: { name: 'The Loft', address: '', city: 'New York' } };
    expect(socialCalendarEvent(masked, demoNightUrl).location).toBe('The Loft, New York');
    expect(socialCalendarEvent({ ...demoNight, venueData: null, venue: 'Somewhere' }, demoNightUrl).location).toBe('Somewhere');
  });

  it("puts an online event's join link, when the reader may see it, in the location and at the top of the description", () => {
    const event = socialCalendarEvent({ ...demoNight, isOnline: true, onlineLink: 'https://meet.example.com/demo' }, demoNightUrl);
    expect(event.location).toBe('https://meet.example.com/demo');
    expect(event.description.startsWith('Join online: https://meet.example.com/demo')).toBe(true);
    expect(socialCalendarEvent({ ...demoNight, isOnline: true, onlineLink: null }, demoNightUrl).description).toBe(demoNight.description);
  });

  it('names each piece of the place once: the venue text and the city repeat what the address says', () => {
    const smith = {
      ...demoNight,
      venue: 'The Smith, Midtown',
      venueData: { name: 'The Smith', address: '956 2nd Ave, New York, NY 10022', city: 'New York' },
    };
    expect(socialCalendarEvent(smith, demoNightUrl).location).toBe('The Smith, 956 2nd Ave, New York, NY 10022');
  });
});
