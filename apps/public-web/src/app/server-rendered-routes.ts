import { loadCirclePage } from '../features/circles/load-circle-page';
import { loadHomePage } from '../features/home/load-home-page';
import { loadProposalPage, loadProposalsPage } from '../features/proposals/load-proposal-pages';
import { loadSocialPage } from '../features/social-detail/load-social-page';
import type { ServerRenderedRoute } from '../shared/server-render';
import { appRoutes } from './routes';

/**
 * The pages the server renders for anonymous visitors (entry-server.tsx), so they arrive with their
 * content and link-preview tags. A page joins with its pattern from routes.ts, the module its route
 * loads, and a loader beside it.
 */
export const serverRenderedRoutes: readonly ServerRenderedRoute[] = [
  { path: appRoutes.home.path, module: 'src/features/home/home-page.tsx', load: loadHomePage },
  { path: appRoutes.social.path, module: 'src/app/social-route.tsx', load: loadSocialPage },
  { path: appRoutes.circle.path, module: 'src/features/circles/circle-page.tsx', load: loadCirclePage },
  { path: appRoutes.proposals.path, module: 'src/features/proposals/proposals-page.tsx', load: loadProposalsPage },
  { path: appRoutes.proposal.path, module: 'src/features/proposals/proposal-page.tsx', load: loadProposalPage },
];
