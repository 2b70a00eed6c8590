import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery, useGetPublicSocialsQuery } from '@socials/api-client';
import { Button, EmptyState, PageLoader, Select } from '@socials/ui';
import { LoadError } from '../../shared/load-error';
import { BUTTON_LINK } from '../../shared/link-styles';
import { CREATE_SOCIAL_URL } from '../../shared/paths';
import { SocialCard } from '../../shared/social-card';
import { useCityNames } from '../../shared/use-city-names';
import { useDocumentTitle } from '../../shared/use-document-title';

export const SOCIALS_PAGE_SIZE = 12;

/** /socials: approved public socials, filtered by city (?city=), a page at a time. */
export function SocialsPage() {
  useDocumentTitle('Socials');
  const [searchParams, setSearchParams] = useSearchParams();
  const cityId = searchParams.get('city') ?? '';
  const { data: cities } = useGetCitiesQuery();

  const changeCity = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('city', next);
    else params.delete('city');
    setSearchParams(params, { replace: true });
  };

  const cityOptions = (cities?.data ?? []).map((city) => ({ value: city.id, label: city.name }));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Socials</h1>
        <Select
          label="City"
          className="w-56"
          value={cityId}
          onChange={(event) => changeCity(event.target.value)}
          options={[{ value: '', label: 'All cities' }, ...cityOptions]}
        />
      </div>
      {/* A new city starts a new list, with its own "Load more" position. */}
      <SocialList key={cityId} cityId={cityId || undefined} />
    </div>
  );
}

function SocialList({ cityId }: { cityId: string | undefined }) {
  const [startKey, setStartKey] = useState<string | undefined>(undefined);
  const { data, error, isLoading, isFetching, refetch } = useGetPublicSocialsQuery({
    cityId,
    limit: SOCIALS_PAGE_SIZE,
    exclusiveStartKey: startKey,
  });
  const cityName = useCityNames();

  if (isLoading) return <PageLoader label="Loading socials…" />;
  if (error && !data) return <LoadError error={error} onRetry={refetch} />;

  const socials = data?.data ?? [];
  if (socials.length === 0) {
    return (
      <EmptyState
        title={cityId ? 'No socials in this city yet' : 'No socials yet'}
        description="Check back soon, or host the first one yourself."
        action={
          <a href={CREATE_SOCIAL_URL} className={BUTTON_LINK}>
            Host an event
          </a>
        }
      />
    );
  }

  const nextKey = data?.meta.lastEvaluatedKey ?? null;
  return (
    <section aria-label="Socials list" className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {socials.map((social) => (
          <li key={social.id}>
            <SocialCard social={social} cityName={cityName(social.cityId)} headingLevel={2} />
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
