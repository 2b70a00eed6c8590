import { describe, expect, it } from 'vitest';
import type { Social } from '../socials/social.schema';
import { buildEventStructuredData, type StructuredDataSocial, type StructuredDataTier } from './event-structured-data';

const url = 'https://socials.example.com/events/details/demo-night';
const defaultImage = 'https://socials.example.com/default-social.png';
const tier = (name: string, type: 'FREE' | 'PAID', ticketPrice: number, remainingQuantity: number | null = null): StructuredDataTier => ({
  name,
  type,
  ticketPrice,
  depositAmount: 0,
  remainingQuantity,
});
const social: StructuredDataSocial = {
  title: 'Demo Night',
  description: 'Bring a demo.',
  eventTimestamp: Date.UTC(2026, 2, 6, 0, 0),
  eventEndTimestamp: Date.UTC(2026, 2, 6, 2, 30),
  timezone: 'America/New_York',
  isOnline: false,
  isDeleted: false,
  isCancelled: false,
  venue: null,
  venueData: { name: 'The Loft', address: '12 Main St', city: 'New York' },
  splashImageUrl: null,
  maxCapacity: null,
  confirmedPax: 0,
  ticketTiers: [tier('General', 'FREE', 0)],
  owner: { firstName: 'Ada', lastName: 'Lovelace' },
  createdAt: Date.UTC(2026, 1, 1, 15, 0),
};
const offersOf = (input: StructuredDataSocial) => buildEventStructuredData(input, url, defaultImage).offers;

describe('buildEventStructuredData', () => {
  it('takes a Social as the API sends it', () => {
    const accepts = (input: Social): StructuredDataSocial => input;
    expect(accepts).toBeTypeOf('function');
  });

  it('"Event structured data: scheduled status, offline attendance, general audience, default social image"', () => {
    expect(buildEventStructuredData(social, url, defaultImage)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Demo Night',
      description: 'Bring a demo.',
      startDate: '2026-03-05T19:00:00-05:00',
      endDate: '2026-03-05T21:30:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'The Loft', address: { '@type': 'PostalAddress', streetAddress: '12 Main St', addressLocality: 'New York' } },
      image: [defaultImage],
      audience: { '@type': 'Audience', audienceType: 'General' },
      organizer: { '@type': 'Person', name: 'Ada Lovelace' },
      url,
      offers: [
        {
          '@type': 'Offer',
          name: 'Free Admission',
          price: '0.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
          validFrom: '2026-02-01T10:00:00-05:00',
        },
      ],
    });
  });

  it("uses the social's own image when it has one", () => {
    expect(buildEventStructuredData({ ...social, splashImageUrl: 'https://img/x.png' }, url, defaultImage).image).toEqual(['https://img/x.png']);
  });

  it('"an unnamed tier is Standard Admission; price has 2 decimals; currency USD"', () => {
    const offers = offersOf({ ...social, ticketTiers: [tier('Student', 'FREE', 0), tier('  ', 'PAID', 2550), tier('VIP', 'PAID', 10_000)] });
    expect(offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency }))).toEqual([
      { name: 'Student', price: '0.00', priceCurrency: 'USD' },
      { name: 'Standard Admission', price: '25.50', priceCurrency: 'USD' },
      { name: 'VIP', price: '100.00', priceCurrency: 'USD' },
    ]);
  });

  it('"The free offer is named Free Admission with price 0" — also for a social without tiers', () => {
    expect(offersOf({ ...social, ticketTiers: [] }).map(({ name, price }) => [name, price])).toEqual([['Free Admission', '0.00']]);
  });

  it('"availability (in stock or sold out)" per tier, and every offer sold out when the event is full', () => {
    const tiers = [tier('Early', 'PAID', 1000, 0), tier('Late', 'PAID', 2000, 5)];
    expect(offersOf({ ...social, ticketTiers: tiers }).map((offer) => offer.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/InStock',
    ]);
    const full = { ...social, ticketTiers: tiers, maxCapacity: 10, confirmedPax: 10 };
    expect(offersOf(full).every((offer) => offer.availability === 'https://schema.org/SoldOut')).toBe(true);
  });

  it('marks a cancelled social EventCancelled, titled with (CANCELLED)', () => {
    const data = buildEventStructuredData({ ...social, isCancelled: true }, url, defaultImage);
    expect(data['eventStatus']).toBe('https://schema.org/EventCancelled');
    expect(data['name']).toBe('Demo Night (CANCELLED)');
  });

  it('describes an online social as an online event at its page', () => {
    const data = buildEventStructuredData({ ...social, isOnline: true }, url, defaultImage);
    expect(data['eventAttendanceMode']).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data['location']).toEqual({ '@type': 'VirtualLocation', url });
  });

  it('keeps to what a masked venue shows', () => {
    const masked = { ...social, venueData: { name: 'The Loft', address: '', city: 'New York' } };
    expect(buildEventStructuredData(masked, url, defaultImage)['location']).toEqual({
      '@type': 'Place',
      name: 'The Loft',
      address: { '@type': 'PostalAddress', addressLocality: 'New York' },
    });
  });
});
