import { citiesApi, socialsApi } from '@socials/api-client';
import { buildEventStructuredData, displaySocialTitle, toMetaDescription } from '@socials/domain';
import { DEFAULT_SOCIAL_IMAGE_PATH } from '../../shared/absolute-url';
import { socialPath } from '../../shared/paths';
import { pageHead, shellFor, type LoadedPage, type PageLoadContext } from '../../shared/server-render';

/** The event page's first render: the social as an anonymous visitor sees it, and the city names. */
export async function loadSocialPage({ store, params, publicUrl }: PageLoadContext): Promise<LoadedPage> {
  const slug = params.slug ?? '';
  const [found] = await Promise.all([
    store.dispatch(socialsApi.endpoints.getSocialBySlug.initiate(slug, { subscribe: false })),
    store.dispatch(citiesApi.endpoints.getCities.initiate(undefined, { subscribe: false })),
  ]);
  const social = found.data;
  if (!social) return shellFor(found.error);
  const head = pageHead(publicUrl, socialPath(social.slug), {
    title: displaySocialTitle(social),
    description: toMetaDescription(social.description),
    imageUrl: social.splashImageUrl,
    type: 'article',
  });
  // Search engines read the event from the served HTML: the browser's page does not repeat it.
  const structuredData = buildEventStructuredData(social, head.url, new URL(DEFAULT_SOCIAL_IMAGE_PATH, publicUrl).href);
  return { kind: 'page', status: 200, head: { ...head, structuredData } };
}
