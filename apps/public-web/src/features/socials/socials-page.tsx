import { Link, useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery } from '@socials/api-client';
import { withTechEventsSuffix } from '@socials/domain';
import { cityEventsPath, paths } from '../../shared/paths';
import { SOCIALS_PAGE_SIZE } from '../../shared/social-list';
import { SearchResults } from './components/search-results';
import { FilterChips } from './components/filter-chips';
import { FiltersSheet } from './components/filters-sheet';
import { FilterFields, SocialSearchBar, useSocialSearch } from './components/social-search-form';
import { filtersFromParams, hasFilters, NO_FILTERS, paramsFromFilters, searchBodyFromFilters, type SearchFilters } from './search-filters';
import { TEXT_LINK, useDocumentTitle } from '@socials/ui';

/**
 * /socials: upcoming public socials, searched by words, city, dates, tags and price. The search
 * lives in the query string (?q=&city=&from=&to=&tags=&price=), so it can be shared and each
 * search is a history entry the back button returns to. On a phone the search box and a "Filters"
 * button (a sheet) sit on one line, so that the count and the results start on the first screen; a
 * wide screen shows the filters beside the results.
 */
export function SocialsPage() {
  useDocumentTitle('Socials');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const body = searchBodyFromFilters(filters, SOCIALS_PAGE_SIZE);
  const { data: cities } = useGetCitiesQuery();

  const showSearch = (next: SearchFilters) => {
    const params = paramsFromFilters(next);
    if (params.toString() !== paramsFromFilters(filters).toString()) setSearchParams(params);
  };

  const cityOptions = (cities?.data ?? []).map((city) => ({ value: city.id, label: city.name }));
  const city = cities?.data.find((candidate) => candidate.id === filters.city) ?? null;
  const search = useSocialSearch(filters, showSearch);
  const activeFilters = (['city', 'tags', 'from', 'to', 'price'] as const).filter((key) => filters[key].trim() !== '').length;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Socials</h1>
      <SocialSearchBar search={search}>
        <FiltersSheet filters={filters} cityOptions={cityOptions} activeCount={activeFilters} onApply={showSearch} />
      </SocialSearchBar>
      <FilterChips filters={filters} cityName={city?.name} onRemove={(key) => showSearch({ ...filters, [key]: '' })} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* A new search starts a new list, with its own "Load more" position. */}
          <SearchResults key={JSON.stringify(body)} search={body} isFiltered={hasFilters(filters)} onClearFilters={() => showSearch(NO_FILTERS)} />
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
        </div>
        <aside aria-label="Filters" className="hidden lg:block">
          <FilterFields form={search.form} cityOptions={cityOptions} onTyping={search.onTyping} onPick={search.searchNow} />
        </aside>
      </div>
    </div>
  );
}
