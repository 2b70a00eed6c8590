import type { AppModule } from '../../http/app-module';
import { SOCIALS_POLICY_STATUSES } from './socials.policy';
import { socialsRoutes } from './socials.routes';
export { findSocialRow, findVisibleSocial, isHostOrStaff, loadSocialViews, socialUrl, toRsvp, userSummaryColumns } from './socials.views';
export { socialCancelled, socialSeatsChanged } from './socials.events';
export { requireSocialManager } from './socials.policy';
export type { SocialWithHosts } from './socials.views';

export const socialsModule: AppModule = { name: 'socials', routes: socialsRoutes, errorStatuses: SOCIALS_POLICY_STATUSES };
