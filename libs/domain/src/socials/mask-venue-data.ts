import type { VenueData } from './social.schema';

/** The venue as someone without access to the address sees it: name and city stay, address and map point go. */
export function maskVenueData(venueData: VenueData): VenueData & { maskedVenue: boolean } {
  return { ...venueData, address: '', coordinate: null, maskedVenue: true };
}
