import { loadCirclePage } from '../features/circles/load-circle-page';
import { loadHomePage } from '../features/home/load-home-page';
import { loadSocialPage } from '../features/social-detail/load-social-page';
import type { ServerRenderedRoute } from '../shared/server-render';
import { appRoutes } from './routes';

/**
 * The pages the server renders for anonymous visitors (entry-server.tsx), so they arrive with their
 * content and link-preview tags. A page joins with its pattern from routes.ts and a loader beside it.
 */
export const serverRenderedRoutes: readonly ServerRenderedRoute[] = [
  { path: appRoutes.home.path, load: loadHomePage },
  { path: appRoutes.social.path, load: loadSocialPage },
  { path: appRoutes.circle.path, load: loadCirclePage },
];
