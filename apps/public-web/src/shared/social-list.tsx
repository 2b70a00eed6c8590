import { useState, type ReactNode } from 'react';
import { useGetPastSocialsQuery, useGetPublicSocialsQuery } from '@socials/api-client';
import type { Paged, Social } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader } from '@socials/ui';
import { SocialCard } from './social-card';
import { useCityNames } from './use-city-names';

export const SOCIALS_PAGE_SIZE = 12;

export interface SocialListProps {
  /** Upcoming socials (soonest first) or those that are over (latest first). */
  when: 'upcoming' | 'past';
  cityId?: string;
  /** Names the list for screen readers. */
  label: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
  /** Heading level of each card's title. */
  headingLevel?: 2 | 3;
}

/**
 * A "Load more" list of public socials. Give it a `key` that changes with its filters, so a new
 * filter starts from the first page.
 */
export function SocialList({ when, cityId, label, emptyTitle, emptyDescription, emptyAction, headingLevel }: SocialListProps) {
  const [startKey, setStartKey] = useState<string | undefined>(undefined);
  const args = { cityId, limit: SOCIALS_PAGE_SIZE, exclusiveStartKey: startKey };
  const upcoming = useGetPublicSocialsQuery(args, { skip: when !== 'upcoming' });
  const past = useGetPastSocialsQuery(args, { skip: when !== 'past' });
  return (
    <SocialPages
      pages={when === 'upcoming' ? upcoming : past}
      onLoadMore={setStartKey}
      label={label}
      empty={<EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />}
      headingLevel={headingLevel}
    />
  );
}

export interface SocialPagesProps extends Pick<SocialListProps, 'label' | 'headingLevel'> {
  /** The state of a "Load more" query (RTK Query's result): the pages loaded so far. */
  pages: { data?: Paged<Social>; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => void };
  /** Asks for the page after the given key. */
  onLoadMore: (exclusiveStartKey: string) => void;
  /** Shown when the first page is empty. */
  empty: ReactNode;
}

/** Loading, error, empty and "Load more" states of a paged list of socials, whatever query fills it. */
export function SocialPages({ pages, onLoadMore, label, empty, headingLevel = 2 }: SocialPagesProps) {
  const { data, error, isLoading, isFetching, refetch } = pages;
  const cityName = useCityNames();

  if (isLoading) return <PageLoader label="Loading socials…" />;
  if (error && !data) return <LoadError error={error} onRetry={refetch} />;

  const socials = data?.data ?? [];
  if (socials.length === 0) return <>{empty}</>;

  const nextKey = data?.meta.lastEvaluatedKey ?? null;
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {socials.map((social, i) => (
          <li key={social.id}>
            <SocialCard social={social} cityName={cityName(social.cityId)} headingLevel={headingLevel} priority={i === 0} />
          </li>
        ))}
      </ul>
      {error ? <LoadError error={error} onRetry={refetch} /> : null}
      {nextKey ? (
        <Button variant="secondary" className="self-center" loading={isFetching} onClick={() => onLoadMore(nextKey)}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
