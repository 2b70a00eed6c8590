import { Link } from 'react-router-dom';
import { useGetCitiesQuery } from '@socials/api-client';
import { withTechEventsSuffix } from '@socials/domain';
import { EmptyState, FOCUS_RING, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { cityEventsPath } from '../../shared/paths';

/** /community-events: the cities we list, each leading to its page. */
export function CommunityEventsPage() {
  useDocumentTitle('Community events');
  const { data, error, isLoading, refetch } = useGetCitiesQuery();
  const cities = data?.data ?? [];

  let content;
  if (isLoading) content = <PageLoader label="Loading cities…" />;
  else if (error) content = <LoadError error={error} onRetry={refetch} />;
  else if (cities.length === 0) content = <EmptyState title="No cities yet" description="Cities appear here once socials are listed in them." />;
  else
    content = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => (
          <li key={city.id}>
            <Link to={cityEventsPath(city.id)} className={`flex flex-col rounded-lg border border-border bg-surface p-4 hover:bg-surface-muted ${FOCUS_RING}`}>
              <span className="font-semibold">{withTechEventsSuffix('', city.name)}</span>
              <span className="text-sm text-fg-muted">
                {city.name}, {city.country}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Community events</h1>
      {content}
    </div>
  );
}
