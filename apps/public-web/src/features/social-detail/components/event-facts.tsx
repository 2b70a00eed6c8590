import type { ReactNode } from 'react';
import { EVENT_DISPLAY_TIME_ZONES, countSpotsLeft, formatEventTime, formatPriceDisplay, type SocialDetail } from '@socials/domain';
import { MASKED_VENUE_TEXT } from '../../../shared/venue-text';

export interface EventFactsProps {
  social: SocialDetail;
  cityName: string | null;
}

/** When, where, price and seats. */
export function EventFacts({ social, cityName }: EventFactsProps) {
  const spotsLeft = countSpotsLeft(social);
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-2">
      <Fact term="When">
        <EventTime social={social} />
      </Fact>
      <Fact term="Where">
        <EventPlace social={social} cityName={cityName} />
      </Fact>
      <Fact term="Price">{formatPriceDisplay(social.ticketTiers)}</Fact>
      <Fact term="Spots">{spotsLeft === null ? 'Open to all' : spotsLeft === 0 ? 'Event is full' : `${spotsLeft} spots left`}</Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="font-medium text-fg-muted">{term}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** Spec 2: online public events show the time in several zones, others in their own zone. */
function EventTime({ social }: { social: SocialDetail }) {
  const when = <time dateTime={new Date(social.eventTimestamp).toISOString()}>{formatEventTime(social).text}</time>;
  if (!(social.isOnline && social.isPublic)) return when;
  return (
    <ul className="flex flex-col gap-1">
      {EVENT_DISPLAY_TIME_ZONES.map(({ label, zone }) => (
        <li key={zone}>
          <span className="text-fg-muted">{label}: </span>
          {formatEventTime(social, zone).text}
        </li>
      ))}
    </ul>
  );
}

function EventPlace({ social, cityName }: EventFactsProps) {
  if (social.isOnline) return <>Online</>;
  const venue = social.venueData;
  const name = venue?.name || social.venue || '';
  const city = cityName ?? venue?.city ?? '';
  return (
    <span className="flex flex-col gap-0.5">
      {name ? <span>{name}</span> : null}
      {venue?.maskedVenue ? (
        <span className="text-fg-muted">{MASKED_VENUE_TEXT}</span>
      ) : venue?.address ? (
        <span>{venue.address}</span>
      ) : null}
      {city ? <span className="text-fg-muted">{city}</span> : null}
    </span>
  );
}
