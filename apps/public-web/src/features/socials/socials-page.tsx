import { Link, useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery } from '@socials/api-client';
import { withTechEventsSuffix } from '@socials/domain';
import { Select } from '@socials/ui';
import { BUTTON_LINK, TEXT_LINK } from '../../shared/link-styles';
import { CREATE_SOCIAL_URL, cityEventsPath, paths } from '../../shared/paths';
import { SocialList } from '../../shared/social-list';
import { useDocumentTitle } from '../../shared/use-document-title';

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
  const city = cities?.data.find((candidate) => candidate.id === cityId) ?? null;

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
      <nav aria-label="More socials" className="flex flex-wrap gap-4 text-sm">
        {city ? (
          <Link to={cityEventsPath(city.id)} className={TEXT_LINK}>
            {withTechEventsSuffix('', city.name)}
          </Link>
        ) : null}
        <Link to={paths.pastEvents} className={TEXT_LINK}>
          Past events
        </Link>
      </nav>
      {/* A new city starts a new list, with its own "Load more" position. */}
      <SocialList
        key={cityId}
        when="upcoming"
        cityId={cityId || undefined}
        label="Socials list"
        emptyTitle={cityId ? 'No socials in this city yet' : 'No socials yet'}
        emptyDescription="Check back soon, or host the first one yourself."
        emptyAction={
          <a href={CREATE_SOCIAL_URL} className={BUTTON_LINK}>
            Host an event
          </a>
        }
      />
    </div>
  );
}
