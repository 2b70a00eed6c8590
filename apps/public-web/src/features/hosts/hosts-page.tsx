import { Link } from 'react-router-dom';
import { useGetPublishedReviewsQuery } from '@socials/api-client';
import { describeRating, getDisplayName, type RatedHost } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, StarRating, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { userProfilePath } from '../../shared/paths';
import { ReviewList } from '../../shared/review-list';

/** /hosts — the hosts attendees rated, best first, and the newest reviews. */
export function HostsPage() {
  useDocumentTitle('Hosts');
  const { data, error, isLoading, refetch } = useGetPublishedReviewsQuery({ limit: 20 });

  let content;
  if (isLoading) content = <PageLoader label="Loading hosts…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.hosts.length === 0 && data.data.length === 0)
    content = <EmptyState title="No reviews yet" description="After a social, attendees who were checked in rate its hosts. Their ratings show up here." />;
  else
    content = (
      <>
        <section aria-labelledby="rated-hosts-title" className="flex flex-col gap-4">
          <h2 id="rated-hosts-title" className="text-2xl font-semibold">
            Top-rated hosts
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.hosts.map((rated) => (
              <li key={rated.host.id}>
                <RatedHostCard rated={rated} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="recent-reviews-title" className="flex flex-col gap-4">
          <h2 id="recent-reviews-title" className="text-2xl font-semibold">
            Recent reviews
          </h2>
          <ReviewList reviews={data.data} />
        </section>
      </>
    );

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">Hosts</h1>
      {content}
    </div>
  );
}

function RatedHostCard({ rated: { host, count, average } }: { rated: RatedHost }) {
  const name = getDisplayName(host) || 'A host';
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted font-semibold">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="flex flex-col gap-1">
        <Link to={userProfilePath(host.slug)} className={`font-medium ${TEXT_LINK}`}>
          {name}
        </Link>
        <span className="flex items-center gap-2 text-sm">
          {average !== null ? <StarRating value={average} /> : null}
          <span className="text-fg-muted">{describeRating({ average, count })}</span>
        </span>
      </div>
    </div>
  );
}
