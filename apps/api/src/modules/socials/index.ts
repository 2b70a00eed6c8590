import type { AppModule } from '../../app-module';
import { SOCIALS_ERROR_STATUSES } from './socials.errors';
import { socialsRoutes } from './socials.routes';
export { findSocialRow, listActiveRsvpsOfUser, listTiersByPosition, userSummaryColumns } from './socials.repo';
export type { SocialRow, SocialWithHosts } from './socials.repo';
export { giveBackSocialSeat, giveBackTierTicket, saveAttendanceStatus, setAttendanceStatus, takeSocialSeat, takeTierTicket } from './social-seats.repo';
export { isHostOrStaff, requireSocialManager } from './socials.policy';
export { findVisibleSocial } from './socials.service';
export { createSocial } from './socials.service';
export { loadSocialViews, socialUrl, toRsvp } from './socials.views';
export { publicApprovalDecided, socialCancelled, socialScheduled, socialSeatsChanged } from './socials.events';
export { SOCIAL_MANAGER_ERROR_STATUSES } from './socials.errors';

export const socialsModule: AppModule = {
  name: 'socials',
  routes: socialsRoutes,
  errorStatuses: SOCIALS_ERROR_STATUSES,
};
