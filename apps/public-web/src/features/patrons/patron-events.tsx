import { Link } from 'react-router-dom';
import { formatLongDate, zonedParts, type PatronEvent } from '@socials/domain';
import { TEXT_LINK } from '@socials/ui';
import { socialPath } from '../../shared/paths';

/** Sponsored socials, each with its date in its own time zone. */
export function PatronEventList({ events }: { events: readonly PatronEvent[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col sm:flex-row sm:gap-3">
          <Link to={socialPath(event.slug)} className={TEXT_LINK}>
            {event.title}
          </Link>
          <span className="text-sm text-fg-muted">{formatLongDate(zonedParts(event.eventTimestamp, event.timezone))}</span>
        </li>
      ))}
    </ul>
  );
}
