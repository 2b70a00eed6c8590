import type { Conference } from '@socials/domain';
import { EmptyState, TEXT_LINK } from '@socials/ui';

export function VenuePage({ conference }: { conference: Conference }) {
  const address = [conference.venueName, conference.venueAddress].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Venue</h1>
      {address ? (
        <address className="flex flex-col gap-2 not-italic">
          <span className="text-xl font-semibold">{conference.venueName}</span>
          {conference.venueAddress ? <span>{conference.venueAddress}</span> : null}
          <a className={TEXT_LINK} href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`} target="_blank" rel="noopener noreferrer">
            Open in a map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </address>
      ) : (
        <EmptyState title="Venue to be announced" description="The address will be published here." />
      )}
    </div>
  );
}
