import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery } from '@socials/api-client';
import { shortCityName, withTechEventsSuffix, type City } from '@socials/domain';
import { BUTTON_LINK, EmptyState, FOCUS_RING, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { PAST_EVENTS_TYPE, cityEventsPath, paths } from '../../shared/paths';
import { SocialList } from '../../shared/social-list';
import { useMetaDescription } from '../../shared/use-meta-description';

/**
 * /community-events/:city: a city's upcoming socials, or with ?type=past-events the ones
 * that are over. The page's title uses the short city name and the "Tech Events" suffix; the cards
 * keep their socials' own titles.
 */
export function CityEventsPage() {
  const { city: cityId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const past = searchParams.get('type') === PAST_EVENTS_TYPE;
  const { data, error, isLoading, refetch } = useGetCitiesQuery();
  const city = data?.data.find((candidate) => candidate.id === cityId) ?? null;
  const heading = city ? cityHeading(city, past) : null;
  useDocumentTitle(heading ?? (isLoading ? null : 'City not found'));
  useMetaDescription(city ? cityDescription(city, past) : null);

  if (isLoading) return <PageLoader label="Loading the city…" />;
  if (error) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Community events</h1>
        <LoadError error={error} onRetry={refetch} />
      </div>
    );
  }
  if (!city || !heading) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">City not found</h1>
        <EmptyState
          title="We don't list socials in this city yet"
          description="Pick another city, or browse every social."
          action={
            <Link to={paths.communityEvents} className={BUTTON_LINK}>
              See all cities
            </Link>
          }
        />
      </div>
    );
  }

  const short = shortCityName(city.name);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-fg-muted">{cityDescription(city, past)}</p>
        <nav aria-label={`${short} events`} className="flex gap-4 text-sm">
          <CityTab to={cityEventsPath(city.id)} current={!past}>
            Upcoming
          </CityTab>
          <CityTab to={cityEventsPath(city.id, true)} current={past}>
            Past events
          </CityTab>
        </nav>
      </div>
      <SocialList
        key={`${city.id}|${past}`}
        when={past ? 'past' : 'upcoming'}
        cityId={city.id}
        label={heading}
        emptyTitle={past ? `No past socials in ${short} yet` : `No upcoming socials in ${short} yet`}
        emptyDescription={past ? 'Socials show up here once they are over.' : 'Check back soon, or host the first one yourself.'}
      />
    </div>
  );
}

/** "NYC Tech Events", or "Past NYC Tech Events". */
export function cityHeading(city: City, past: boolean): string {
  const title = withTechEventsSuffix('', city.name);
  return past ? `Past ${title}` : title;
}

/** City descriptions use the short city name too. */
function cityDescription(city: City, past: boolean): string {
  const short = shortCityName(city.name);
  return past ? `Tech events that took place in ${short}.` : `Upcoming tech events, dinners and meetups in ${short}.`;
}

function CityTab({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`border-b-2 pb-1 ${current ? 'border-primary font-semibold text-fg' : 'border-transparent text-fg-muted hover:text-fg'} ${FOCUS_RING}`}
    >
      {children}
    </Link>
  );
}
