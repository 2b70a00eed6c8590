import { Link, useParams } from 'react-router-dom';
import { isApiHttpError, useGetPatronByCodeQuery, useGetPatronUpcomingEventsQuery } from '@socials/api-client';
import { BUTTON_LINK, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';
import { PatronEventList } from './patron-events';
import { PatronLogo } from './patron-logo';

/** /patrons/:code — a patron's profile and the socials it sponsors next. */
export function PatronProfilePage() {
  const { code = '' } = useParams();
  const patron = useGetPatronByCodeQuery(code, { skip: !code });
  useDocumentTitle(patron.data?.name ?? (patron.isLoading ? null : 'Patron not found'));

  if (patron.isLoading) return <PageLoader label="Loading the patron…" />;
  if (isApiHttpError(patron.error) && patron.error.status === 404) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Patron not found</h1>
        <EmptyState
          title="No patron has this address"
          description="The link may be mistyped."
          action={
            <Link to={paths.patrons} className={BUTTON_LINK}>
              See all patrons
            </Link>
          }
        />
      </div>
    );
  }
  if (!patron.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Patron</h1>
        <LoadError error={patron.error} onRetry={patron.refetch} />
      </div>
    );
  }
  const shown = patron.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <PatronLogo patron={shown} size={64} />
        <h1 className="text-3xl font-bold tracking-tight">{shown.name}</h1>
      </div>
      {shown.description ? <p className="max-w-prose">{shown.description}</p> : null}
      {shown.websiteUrl ? (
        <a href={shown.websiteUrl} rel="noopener noreferrer" target="_blank" className={TEXT_LINK}>
          {shown.websiteUrl.replace(/^https?:\/\//, '')}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {shown.canManage ? (
        <Link to={paths.patronPortal} className={`${TEXT_LINK} self-start`}>
          Open the patron portal
        </Link>
      ) : null}
      <UpcomingEvents patronId={shown.id} />
    </div>
  );
}

function UpcomingEvents({ patronId }: { patronId: string }) {
  const events = useGetPatronUpcomingEventsQuery(patronId);
  let content;
  if (events.isLoading) content = <PageLoader label="Loading upcoming socials…" />;
  else if (!events.data) content = <LoadError error={events.error} onRetry={events.refetch} />;
  else if (events.data.data.length === 0) content = <p className="text-sm text-fg-muted">No upcoming socials sponsored yet.</p>;
  else content = <PatronEventList events={events.data.data} />;
  return (
    <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
      <h2 id="upcoming-heading" className="text-xl font-semibold">
        Upcoming socials
      </h2>
      {content}
    </section>
  );
}
