import type { AppModule } from '../../http/app-module';
import { socialsRoutes } from './socials.routes';
export { findSocialRow, findVisibleSocial, isHostOrStaff, loadSocialViews, socialUrl, toRsvp, userSummaryColumns } from './socials.views';
export { socialCancelled, socialSeatsChanged } from './socials.events';
export type { SocialWithHosts } from './socials.views';

export const socialsModule: AppModule = { name: 'socials', routes: socialsRoutes };
