import { citiesApi, socialsApi } from '@socials/api-client';
import { pageHead, type LoadedPage, type PageLoadContext } from '../../shared/server-render';
import { HOME_SECTION_QUERIES } from './home-sections';

/** The home page's first render: its three lists and the cities. A list that fails shows its error, as in the browser. */
export async function loadHomePage({ store, publicUrl }: PageLoadContext): Promise<LoadedPage> {
  await Promise.all([
    ...HOME_SECTION_QUERIES.map((query) => store.dispatch(socialsApi.endpoints.getHomepageSection.initiate(query, { subscribe: false }))),
    store.dispatch(citiesApi.endpoints.getCities.initiate(undefined, { subscribe: false })),
  ]);
  return { kind: 'page', status: 200, head: pageHead(publicUrl, '/', {}) };
}
