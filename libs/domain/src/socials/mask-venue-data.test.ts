import { describe, expect, it } from 'vitest';
import { maskVenueData } from './mask-venue-data';

describe('maskVenueData', () => {
  it('keeps name and city and hides address and coordinate', () => {
    const venue = { name: 'The Loft', address: '12 Main St', city: 'New York', coordinate: { latitude: 40.7, longitude: -74 } };
    expect(maskVenueData(venue)).toEqual({ name: 'The Loft', address: '', city: 'New York', coordinate: null, maskedVenue: true });
  });
});
