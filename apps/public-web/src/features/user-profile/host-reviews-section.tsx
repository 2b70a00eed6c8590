import { useState } from 'react';
import { useGetReviewsOfHostQuery } from '@socials/api-client';
import { describeRating, type HostReviewFilter } from '@socials/domain';
import { LoadError, PageLoader, PagerButtons, Select, StarRating, usePageKeys } from '@socials/ui';
import { ReviewList } from '../../shared/review-list';

const FILTERS: { value: HostReviewFilter; label: string; signedInOnly?: true }[] = [
  { value: 'ALL_REVIEWS', label: 'All reviews' },
  { value: 'COMMENTS_ONLY', label: 'With a comment' },
  { value: 'MY_REVIEWS', label: 'My reviews', signedInOnly: true },
];

const EMPTY_TEXT: Record<HostReviewFilter, string> = {
  ALL_REVIEWS: 'No reviews as a host yet.',
  COMMENTS_ONLY: 'No review with a comment yet.',
  MY_REVIEWS: 'You have not reviewed this host.',
};

/** A host's rating and the reviews of the socials they host, with a filter to narrow the list. */
export function HostReviewsSection({ userId, signedIn }: { userId: string; signedIn: boolean }) {
  const [filter, setFilter] = useState<HostReviewFilter>('ALL_REVIEWS');
  const pages = usePageKeys();
  const exclusiveStartKey = pages.startKey;
  const { data, error, isLoading, isFetching, refetch } = useGetReviewsOfHostQuery({
    userId,
    filter,
    limit: 10,
    ...(exclusiveStartKey ? { exclusiveStartKey } : {}),
  });

  return (
    <section aria-labelledby="host-reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="host-reviews-title" className="text-2xl font-semibold">
            Reviews as a host
          </h2>
          {data ? (
            <p className="flex items-center gap-2 text-sm">
              {data.summary.average !== null ? <StarRating value={data.summary.average} /> : null}
              <span className="text-fg-muted">{describeRating(data.summary)}</span>
            </p>
          ) : null}
        </div>
        <Select
          label="Show"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as HostReviewFilter);
            pages.reset();
          }}
          options={FILTERS.filter((option) => signedIn || !option.signedInOnly)}
        />
      </div>
      {isLoading ? (
        <PageLoader label="Loading reviews…" />
      ) : error || !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : data.data.length === 0 ? (
        <p className="text-fg-muted">{EMPTY_TEXT[filter]}</p>
      ) : (
        <ReviewList reviews={data.data} busy={isFetching} />
      )}
      <PagerButtons pages={pages} lastEvaluatedKey={data?.meta.lastEvaluatedKey} noun="reviews" />
    </section>
  );
}
