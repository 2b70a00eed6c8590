import { Link } from 'react-router-dom';
import { BUTTON_LINK, EmptyState } from '@socials/ui';
import { paths } from '../../../shared/paths';

/** The event page of a social that does not exist or is no longer public. */
export function SocialNotFound() {
  return (
    <EmptyState
      title="This social does not exist or is no longer public"
      description="It may have been removed, or the link may be mistyped."
      action={
        <Link to={paths.socials} className={BUTTON_LINK}>
          Browse socials
        </Link>
      }
    />
  );
}
