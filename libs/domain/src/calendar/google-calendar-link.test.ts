import { describe, expect, it } from 'vitest';
import { socialCalendarEvent } from './calendar-event';
import { demoNight, demoNightUrl } from './calendar.fixture';
import { googleCalendarLink } from './google-calendar-link';

describe('googleCalendarLink', () => {
  it('builds the event template link with UTC dates, details ending with the page address, and the location', () => {
    const link = new URL(googleCalendarLink(socialCalendarEvent(demoNight, demoNightUrl)));
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Demo Night; AI, Robots & Friends',
      dates: '20260306T000000Z/20260306T023000Z',
      details: `${demoNight.description}\n\n${demoNightUrl}`,
      location: 'The Loft, 12 Main St, New York',
    });
  });

  it('shortens a long description', () => {
    const link = new URL(googleCalendarLink(socialCalendarEvent({ ...demoNight, description: 'Word. '.repeat(1000) }, demoNightUrl)));
    const details = link.searchParams.get('details') ?? '';
    expect(details.length).toBeLessThanOrEqual(1000 + 2 + demoNightUrl.length);
    expect(details.endsWith(`…\n\n${demoNightUrl}`)).toBe(true);
  });
});
