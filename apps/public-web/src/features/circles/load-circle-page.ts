import { circlesApi, postsApi } from '@socials/api-client';
import { toMetaDescription } from '@socials/domain';
import { circlePath } from '../../shared/paths';
import { pageHead, shellFor, type LoadedPage, type PageLoadContext } from '../../shared/server-render';
import { CIRCLE_MEMBERS_PER_PAGE } from './circle-page';

/** The circle page's first render: the circle as an anonymous visitor sees it, its upcoming socials, first members and posts. */
export async function loadCirclePage({ store, params, publicUrl }: PageLoadContext): Promise<LoadedPage> {
  const found = await store.dispatch(circlesApi.endpoints.getCircleBySlug.initiate(params.slug ?? '', { subscribe: false }));
  const circle = found.data;
  if (!circle) return shellFor(found.error);
  // What the page asks for next, with the same arguments, so that it renders them rather than loading states.
  await Promise.all([
    store.dispatch(circlesApi.endpoints.getVisibleSocials.initiate(circle.id, { subscribe: false })),
    store.dispatch(circlesApi.endpoints.getCircleMembers.initiate({ circleId: circle.id, limit: CIRCLE_MEMBERS_PER_PAGE }, { subscribe: false })),
    store.dispatch(postsApi.endpoints.getCirclePosts.initiate({ circleId: circle.id }, { subscribe: false })),
  ]);
  return {
    kind: 'page',
    status: 200,
    head: pageHead(publicUrl, circlePath(circle.slug), {
      title: circle.name,
      description: toMetaDescription(circle.description),
      imageUrl: circle.coverUrl,
    }),
  };
}
