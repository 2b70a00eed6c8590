import { Link } from 'react-router-dom';
import { TEXT_LINK } from '../../../shared/link-styles';

/**
 * Limit organization verification (spec 4 and 5): the social only takes attendees with a verified
 * company e-mail. The server has no e-mail verification calls yet (it refuses these RSVPs with
 * 403), so this step says so instead of asking for an address it cannot check.
 */
export function OrganizationStep({ socialPath }: { socialPath: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p>This social is for members of verified organizations: you need a verified work e-mail to RSVP.</p>
      <p className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
        Verifying a work e-mail is not available yet. It is coming soon; until then this social cannot take RSVPs here.
      </p>
      <Link to={socialPath} className={`self-start ${TEXT_LINK}`}>
        Back to the social
      </Link>
    </div>
  );
}
