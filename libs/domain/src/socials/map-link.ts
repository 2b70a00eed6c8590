import type { Coordinate } from './social.schema';

/** What a map link can be made from: the venue as the reader may see it. */
export interface MappableVenue {
  name?: string | null;
  address?: string | null;
  city?: string | null;
  coordinate?: Coordinate | null;
  maskedVenue?: boolean;
}

/**
 * An OpenStreetMap link to the venue: its pin when the coordinate is known, else a search for the
 * address (or the venue's name) and city; null when there is nothing to look up. A masked venue
 * (no RSVP yet) gets none: the link would give away what the mask hides.
 */
export function venueMapUrl(venue: MappableVenue | null | undefined, cityName?: string | null): string | null {
  if (!venue || venue.maskedVenue) return null;
  const point = venue.coordinate;
  if (point) return `https://www.openstreetmap.org/?mlat=${point.latitude}&mlon=${point.longitude}#map=17/${point.latitude}/${point.longitude}`;
  const query = [venue.address || venue.name, cityName || venue.city].filter((part) => part?.trim()).join(', ');
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}
