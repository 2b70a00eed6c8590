import type { ReactNode } from 'react';
import { countSpotsLeft, describeSpotsLeft, eventTimeDisplays, formatPriceDisplay, venueMapUrl, type SocialDetail } from '@socials/domain';
import { TEXT_LINK } from '@socials/ui';
import { MASKED_VENUE_TEXT } from '../../../shared/venue-text';

export interface EventFactsProps {
  social: SocialDetail;
  cityName: string | null;
}

/** When, where, price and seats. */
export function EventFacts({ social, cityName }: EventFactsProps) {
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-2">
      <Fact term="When">
        <EventTime social={social} />
      </Fact>
      <Fact term="Where">
        <EventPlace social={social} cityName={cityName} />
      </Fact>
      <Fact term="Price">{formatPriceDisplay(social.ticketTiers)}</Fact>
      <Fact term="Spots">{describeSpotsLeft(countSpotsLeft(social))}</Fact>
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

/** Online public events show the time in several zones, others in their own zone (eventTimeDisplays). */
function EventTime({ social }: { social: SocialDetail }) {
  const [only, ...more] = eventTimeDisplays(social);
  const dateTime = new Date(social.eventTimestamp).toISOString();
  if (only && more.length === 0) return <time dateTime={dateTime}>{only.text}</time>;
  return (
    <ul className="flex flex-col gap-1">
      {[only, ...more].map((display) =>
        display ? (
          <li key={display.label}>
            <span className="text-fg-muted">{display.label}: </span>
            <time dateTime={dateTime}>{display.text}</time>
          </li>
        ) : null,
      )}
    </ul>
  );
}

function EventPlace({ social, cityName }: EventFactsProps) {
  if (social.isOnline) {
    // The API sends the join link to hosts and confirmed guests only.
    if (!social.onlineLink) return <>Online</>;
    return (
      <span className="flex flex-col gap-0.5">
        <span>Online</span>
        <a href={social.onlineLink} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
          Join online
        </a>
      </span>
    );
  }
  const venue = social.venueData;
  const name = venue?.name || social.venue || '';
  const city = cityName ?? venue?.city ?? '';
  return (
    <span className="flex flex-col gap-0.5">
      {name ? <span>{name}</span> : null}
      {venue?.maskedVenue ? (
        <span className="text-fg-muted">{MASKED_VENUE_TEXT}</span>
      ) : venue?.address ? (
        <a href={venueMapUrl(venue, city) ?? undefined} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
          {venue.address}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      ) : null}
      {city ? <span className="text-fg-muted">{city}</span> : null}
    </span>
  );
}
