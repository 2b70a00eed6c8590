import type { CalendarSocial } from './calendar-event';

export const demoNight: CalendarSocial = {
  id: '3f1c9a52-8d4e-4f61-9a0b-2c7d5e8f1a23',
  title: 'Demo Night; AI, Robots & Friends',
  description: 'Doors at 7.\nBring a laptop, a demo and a friend.',
  eventTimestamp: Date.UTC(2026, 2, 6, 0, 0),
  eventEndTimestamp: Date.UTC(2026, 2, 6, 2, 30),
  isOnline: false,
  isDeleted: false,
  isCancelled: false,
  venue: null,
  venueData: { name: 'The Loft', address: '12 Main St', city: 'New York' },
};

export const demoNightUrl = 'https://socials.example.com/events/details/demo-night';
