import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { SocialList } from '../../shared/social-list';
import { TEXT_LINK, useDocumentTitle } from '@socials/ui';

/** /past-events: public socials that are over, latest first. */
export function PastEventsPage() {
  useDocumentTitle('Past events');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Past events</h1>
        <Link to={paths.socials} className={TEXT_LINK}>
          See upcoming socials
        </Link>
      </div>
      <SocialList when="past" label="Past events" emptyTitle="No past events yet" emptyDescription="Socials show up here once they are over." />
    </div>
  );
}
