import { Link, useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery } from '@socials/api-client';
import { withTechEventsSuffix } from '@socials/domain';
import { cityEventsPath, paths } from '../../shared/paths';
import { SOCIALS_PAGE_SIZE } from '../../shared/social-list';
import { SearchResults } from './components/search-results';
import { SocialSearchForm } from './components/social-search-form';
import { filtersFromParams, hasFilters, NO_FILTERS, paramsFromFilters, searchBodyFromFilters, type SearchFilters } from './search-filters';
import { TEXT_LINK, useDocumentTitle } from '@socials/ui';

/**
 * /socials: upcoming public socials, searched by words, city, dates, tags and price. The search
 * lives in the query string (?q=&city=&from=&to=&tags=&price=), so it can be shared and each
 * search is a history entry the back button returns to.
 */
export function SocialsPage() {
  useDocumentTitle('Socials');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const search = searchBodyFromFilters(filters, SOCIALS_PAGE_SIZE);
  const { data: cities } = useGetCitiesQuery();

  const showSearch = (next: SearchFilters) => {
    const params = paramsFromFilters(next);
    if (params.toString() !== paramsFromFilters(filters).toString()) setSearchParams(params);
  };

  const cityOptions = (cities?.data ?? []).map((city) => ({ value: city.id, label: city.name }));
  const city = cities?.data.find((candidate) => candidate.id === filters.city) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Socials</h1>
      <SocialSearchForm filters={filters} cityOptions={cityOptions} onSearch={showSearch} />
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
      {/* A new search starts a new list, with its own "Load more" position. */}
      <SearchResults key={JSON.stringify(search)} search={search} isFiltered={hasFilters(filters)} onClearFilters={() => showSearch(NO_FILTERS)} />
    </div>
  );
}
