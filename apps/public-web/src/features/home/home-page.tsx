import { Link } from 'react-router-dom';
import { useGetCitiesQuery, useGetHomepageSectionQuery } from '@socials/api-client';
import { withTechEventsSuffix, type Social } from '@socials/domain';
import { BUTTON_LINK, EmptyState, FOCUS_RING, LoadError, PageLoader, SECONDARY_BUTTON_LINK, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { CREATE_SOCIAL_URL, cityEventsPath, paths } from '../../shared/paths';
import { SocialCard } from '../../shared/social-card';
import { useCityNames } from '../../shared/use-city-names';
import { HOME_SECTION_QUERIES, HOME_SECTIONS } from './home-sections';

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
      <HomeSections />
      <CityChips />
    </div>
  );
}

/** The three home sections (SPOTLIGHT, THIS_WEEK, UPCOMING), or one invitation to host when all are empty. */
function HomeSections() {
  const cityName = useCityNames();
  const [spotlightQuery, thisWeekQuery, upcomingQuery] = HOME_SECTION_QUERIES;
  const spotlight = useGetHomepageSectionQuery(spotlightQuery);
  const thisWeek = useGetHomepageSectionQuery(thisWeekQuery);
  const upcoming = useGetHomepageSectionQuery(upcomingQuery);
  const results = [spotlight, thisWeek, upcoming];
  if (results.some((result) => result.isLoading)) return <PageLoader label="Loading socials…" />;
  const failed = results.find((result) => result.error);
  if (failed) return <LoadError error={failed.error} onRetry={() => results.forEach((result) => void result.refetch())} />;
  if (results.every((result) => (result.data?.data.length ?? 0) === 0)) {
    return (
      <EmptyState
        title="No upcoming socials yet"
        description="Be the first to host one in your city."
        action={
          <a href={CREATE_SOCIAL_URL} className={BUTTON_LINK}>
            Host an event
          </a>
        }
      />
    );
  }
  const firstFilled = results.findIndex((result) => (result.data?.data.length ?? 0) > 0);
  return (
    <>
      {HOME_SECTIONS.map(({ section, title, emptyText }, i) => {
        const socials = results[i]?.data?.data ?? [];
        const id = `home-${section.toLowerCase()}`;
        return (
          <section key={section} aria-labelledby={id} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={id} className="text-2xl font-semibold">
                {title}
              </h2>
              {section === 'UPCOMING' ? (
                <Link to={paths.socials} className={TEXT_LINK}>
                  See all socials
                </Link>
              ) : null}
            </div>
            {socials.length === 0 ? (
              <p className="text-fg-muted">{emptyText}</p>
            ) : (
              <SocialGrid socials={socials} cityName={cityName} firstOnScreen={i === firstFilled} />
            )}
          </section>
        );
      })}
    </>
  );
}

interface SocialGridProps {
  socials: readonly Social[];
  cityName: (cityId: string | null) => string | null;
  /** The grid at the top of the page: its first card's image is on the screen when the page opens. */
  firstOnScreen: boolean;
}

function SocialGrid({ socials, cityName, firstOnScreen }: SocialGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {socials.map((social, i) => (
        <li key={social.id}>
          <SocialCard social={social} cityName={cityName(social.cityId)} priority={firstOnScreen && i === 0} />
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
              to={cityEventsPath(city.id)}
              className={`inline-flex items-center rounded-full border border-border bg-surface px-4 py-1.5 text-sm hover:bg-surface-muted ${FOCUS_RING}`}
            >
              {withTechEventsSuffix('', city.name)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
