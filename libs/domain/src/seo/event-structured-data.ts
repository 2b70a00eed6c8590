import type { VenueData } from '../socials/social.schema';
import { isFreeEvent } from '../pricing/is-free-event';
import type { PricedTicketTier } from '../pricing/is-paid-ticket-tier';
import { isTicketTierSoldOut } from '../pricing/is-ticket-tier-sold-out';
import { ticketTierAmount } from '../pricing/ticket-tier-amount';
import { countSpotsLeft } from '../socials/count-spots-left';
import { displaySocialTitle } from '../socials/display-social-title';
import { shortenDescription } from '../text/shorten-description';
import { isoInZone } from '../time/format-in-zone';
import { getDisplayName, type NameableUser } from '../users/get-display-name';

/** "The free offer is named Free Admission with price 0; an unnamed tier is Standard Admission." */
export const FREE_OFFER_NAME = 'Free Admission';
export const STANDARD_OFFER_NAME = 'Standard Admission';
export const OFFER_CURRENCY = 'USD';

const SCHEMA = 'https://schema.org/';

export interface StructuredDataTier extends PricedTicketTier {
  name: string;
  remainingQuantity: number | null;
}

export interface StructuredDataSocial {
  title: string;
  description: string;
  eventTimestamp: number;
  eventEndTimestamp: number;
  timezone: string;
  isOnline: boolean;
  isDeleted: boolean;
  isCancelled: boolean;
  venue: string | null;
  venueData: Pick<VenueData, 'name' | 'address' | 'city'> | null;
  splashImageUrl: string | null;
  maxCapacity: number | null;
  confirmedPax: number;
  ticketTiers: readonly StructuredDataTier[];
  owner: NameableUser;
  createdAt: number;
}

export interface StructuredDataOffer {
  '@type': 'Offer';
  name: string;
  /** Dollars with 2 decimals, e.g. "25.00". */
  price: string;
  priceCurrency: typeof OFFER_CURRENCY;
  availability: string;
  url: string;
  validFrom: string;
}

export type EventStructuredData = Record<string, unknown> & { '@type': 'Event'; offers: StructuredDataOffer[] };

function locationOf(social: StructuredDataSocial, url: string): Record<string, unknown> {
  if (social.isOnline) return { '@type': 'VirtualLocation', url };
  const venue = social.venueData;
  const name = venue?.name.trim() || social.venue?.trim() || venue?.city.trim() || '';
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (venue?.address.trim()) address['streetAddress'] = venue.address.trim();
  if (venue?.city.trim()) address['addressLocality'] = venue.city.trim();
  return { '@type': 'Place', name, address };
}

function offersOf(social: StructuredDataSocial, url: string): StructuredDataOffer[] {
  const eventFull = countSpotsLeft(social) === 0;
  const validFrom = isoInZone(social.createdAt, social.timezone);
  const offer = (name: string, cents: number, soldOut: boolean): StructuredDataOffer => ({
    '@type': 'Offer',
    name,
    price: (cents / 100).toFixed(2),
    priceCurrency: OFFER_CURRENCY,
    availability: `${SCHEMA}${eventFull || soldOut ? 'SoldOut' : 'InStock'}`,
    url,
    validFrom,
  });
  const tiers = social.ticketTiers;
  if (tiers.length === 0 || isFreeEvent(tiers)) return [offer(FREE_OFFER_NAME, 0, tiers.some(isTicketTierSoldOut))];
  return tiers.map((tier) => offer(tier.name.trim() || STANDARD_OFFER_NAME, ticketTierAmount(tier), isTicketTierSoldOut(tier)));
}

/**
 * Schema.org Event for search engines (scheduled status, offline attendance, general
 * audience, default social image; offers with name, price, priceCurrency USD, availability, url,
 * validFrom). A cancelled social says EventCancelled and an online one is an online event with a
 * virtual location: telling search engines otherwise would be wrong.
 */
export function buildEventStructuredData(social: StructuredDataSocial, url: string, defaultImageUrl: string): EventStructuredData {
  const organizer = getDisplayName(social.owner);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: displaySocialTitle(social),
    description: shortenDescription(social.description),
    startDate: isoInZone(social.eventTimestamp, social.timezone),
    endDate: isoInZone(social.eventEndTimestamp, social.timezone),
    eventStatus: `${SCHEMA}${social.isCancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}${social.isOnline ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: locationOf(social, url),
    image: [social.splashImageUrl || defaultImageUrl],
    audience: { '@type': 'Audience', audienceType: 'General' },
    ...(organizer ? { organizer: { '@type': 'Person', name: organizer } } : {}),
    url,
    offers: offersOf(social, url),
  };
}
