export { socialsRoutes } from './socials.routes';
export { findSocialRow, findVisibleSocial, isHostOrStaff, loadSocialViews, toRsvp, userSummaryColumns } from './socials.views';
export type { SocialWithHosts } from './socials.views';
