import { Link } from 'react-router-dom';
import { BUTTON_LINK, EmptyState } from '@socials/ui';
import { paths } from './paths';

/** An empty list of the attendee's own things (tickets, RSVPs, payments), pointing to the socials to find one. */
export function FindASocialEmptyState({ title, description, headingLevel = 2 }: { title: string; description: string; headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      title={title}
      description={description}
      headingLevel={headingLevel}
      action={
        <Link to={paths.socials} className={BUTTON_LINK}>
          Find a social
        </Link>
      }
    />
  );
}
