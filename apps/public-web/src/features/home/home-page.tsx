import { Link } from 'react-router-dom';
import { useGetCitiesQuery, useGetPublicSocialsQuery } from '@socials/api-client';
import type { Social } from '@socials/domain';
import { EmptyState, PageLoader } from '@socials/ui';
import { LoadError } from '../../shared/load-error';
import { BUTTON_LINK, FOCUS_RING, SECONDARY_BUTTON_LINK, TEXT_LINK } from '../../shared/link-styles';
import { CREATE_SOCIAL_URL, paths } from '../../shared/paths';
import { SocialCard } from '../../shared/social-card';
import { useCityNames } from '../../shared/use-city-names';
import { useDocumentTitle } from '../../shared/use-document-title';

const HOME_LIST_SIZE = 6;

export function HomePage() {
  useDocumentTitle('Community events');
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="home-title" className="rounded-2xl border border-border bg-surface px-6 py-12 sm:px-10">
        <h1 id="home-title" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
          Meet the people who build things
        </h1>
        <p className="mt-4 max-w-xl text-lg text-fg-muted">
          Socials is where communities host dinners, meetups and conferences. Find one near you, RSVP in a click, or host your own.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.socials} className={BUTTON_LINK}>
            Browse socials
          </Link>
          <a href={CREATE_SOCIAL_URL} className={SECONDARY_BUTTON_LINK}>
            Host an event
          </a>
        </div>
      </section>
      <UpcomingSocials />
      <CityChips />
    </div>
  );
}

function UpcomingSocials() {
  const { data, error, isLoading, refetch } = useGetPublicSocialsQuery({ limit: HOME_LIST_SIZE });
  const cityName = useCityNames();
  const socials = data?.data ?? [];
  const featured = socials.filter((social) => social.publicApprovalStatus === 'APPROVED_FEATURE');
  const upcoming = socials.filter((social) => social.publicApprovalStatus !== 'APPROVED_FEATURE');

  let content;
  if (isLoading) content = <PageLoader label="Loading socials…" />;
  else if (error) content = <LoadError error={error} onRetry={refetch} />;
  else if (upcoming.length === 0 && featured.length === 0)
    content = (
      <EmptyState
        title="No upcoming socials yet"
        description="Be the first to host one in your city."
        action={
          <a href={CREATE_SOCIAL_URL} className={BUTTON_LINK}>
            Host an event
          </a>
        }
        headingLevel={3}
      />
    );
  else if (upcoming.length === 0) content = <p className="text-fg-muted">Only the featured socials above for now.</p>;
  else content = <SocialGrid socials={upcoming} cityName={cityName} />;

  return (
    <>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="flex flex-col gap-4">
          <h2 id="featured-title" className="text-2xl font-semibold">
            Featured
          </h2>
          <SocialGrid socials={featured} cityName={cityName} />
        </section>
      ) : null}
      <section aria-labelledby="upcoming-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="upcoming-title" className="text-2xl font-semibold">
            Upcoming socials
          </h2>
          <Link to={paths.socials} className={TEXT_LINK}>
            See all socials
          </Link>
        </div>
        {content}
      </section>
    </>
  );
}

interface SocialGridProps {
  socials: readonly Social[];
  cityName: (cityId: string | null) => string | null;
}

function SocialGrid({ socials, cityName }: SocialGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {socials.map((social) => (
        <li key={social.id}>
          <SocialCard social={social} cityName={cityName(social.cityId)} />
        </li>
      ))}
    </ul>
  );
}

function CityChips() {
  const { data, isLoading } = useGetCitiesQuery();
  const cities = data?.data ?? [];
  if (isLoading || cities.length === 0) return null;
  return (
    <section aria-labelledby="cities-title" className="flex flex-col gap-4">
      <h2 id="cities-title" className="text-2xl font-semibold">
        Socials by city
      </h2>
      <ul className="flex flex-wrap gap-2">
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              to={`${paths.socials}?city=${encodeURIComponent(city.id)}`}
              className={`inline-flex items-center rounded-full border border-border bg-surface px-4 py-1.5 text-sm hover:bg-surface-muted ${FOCUS_RING}`}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
