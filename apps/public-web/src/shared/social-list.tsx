import { useState, type ReactNode } from 'react';
import { useGetPastSocialsQuery, useGetPublicSocialsQuery } from '@socials/api-client';
import type { Social } from '@socials/domain';
import { Button, EmptyState, PageLoader } from '@socials/ui';
import { LoadError } from './load-error';
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
  /** How each card titles its social; displaySocialTitle by default. */
  titleFor?: (social: Social) => string;
}

/**
 * A "Load more" list of public socials. Give it a `key` that changes with its filters, so a new
 * filter starts from the first page.
 */
export function SocialList({ when, cityId, label, emptyTitle, emptyDescription, emptyAction, headingLevel = 2, titleFor }: SocialListProps) {
  const [startKey, setStartKey] = useState<string | undefined>(undefined);
  const args = { cityId, limit: SOCIALS_PAGE_SIZE, exclusiveStartKey: startKey };
  const upcoming = useGetPublicSocialsQuery(args, { skip: when !== 'upcoming' });
  const past = useGetPastSocialsQuery(args, { skip: when !== 'past' });
  const { data, error, isLoading, isFetching, refetch } = when === 'upcoming' ? upcoming : past;
  const cityName = useCityNames();

  if (isLoading) return <PageLoader label="Loading socials…" />;
  if (error && !data) return <LoadError error={error} onRetry={refetch} />;

  const socials = data?.data ?? [];
  if (socials.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;

  const nextKey = data?.meta.lastEvaluatedKey ?? null;
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {socials.map((social) => (
          <li key={social.id}>
            <SocialCard social={social} cityName={cityName(social.cityId)} headingLevel={headingLevel} title={titleFor?.(social)} />
          </li>
        ))}
      </ul>
      {error ? <LoadError error={error} onRetry={refetch} /> : null}
      {nextKey ? (
        <Button variant="secondary" className="self-center" loading={isFetching} onClick={() => setStartKey(nextKey)}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
