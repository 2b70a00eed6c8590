import { describe, expect, it } from 'vitest';
import { venueMapUrl } from './map-link';

describe('venueMapUrl', () => {
  it('pins the coordinate when known', () => {
    expect(venueMapUrl({ address: '1 Main St', coordinate: { latitude: 40.7, longitude: -74 } })).toBe(
      'https://www.openstreetmap.org/?mlat=40.7&mlon=-74#map=17/40.7/-74',
    );
  });

  it('searches the address and city otherwise, or the venue name without an address', () => {
    expect(venueMapUrl({ name: 'The Loft', address: '1 Main St', city: 'New York' })).toBe(
      'https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20New%20York',
    );
    expect(venueMapUrl({ name: 'The Loft', address: '' }, 'Boston')).toBe('https://www.openstreetmap.org/search?query=The%20Loft%2C%20Boston');
  });

  it('gives a masked venue no link, and nothing for nothing', () => {
    expect(venueMapUrl({ name: 'The Loft', address: '', maskedVenue: true, coordinate: null }, 'New York')).toBeNull();
    expect(venueMapUrl(null)).toBeNull();
    expect(venueMapUrl({ address: ' ' })).toBeNull();
  });
});
