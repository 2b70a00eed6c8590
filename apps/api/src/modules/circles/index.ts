import type { AppModule } from '../../app-module';
import { CIRCLES_ERROR_STATUSES } from './circles.errors';
import { circlesRoutes } from './circles.routes';
export { circleRole, isCircleMember } from './circle-membership.repo';
export { circleExists } from './circles.repo';
export { paidMemberLeft, type PaidMemberLeft } from './circles.events';
export { circleSummary, grantPaidAccess, paidJoinFor, revokePaidAccess, type PaidJoin } from './circle-paid-access';
export { circleAccessFor, type CircleAccess } from './circles.service';
export type { CircleRole } from '@socials/domain';
export { CIRCLE_JOIN_ERROR_STATUSES } from './circles.errors';

/** Circles: communities with members, their socials and referral codes. */
export const circlesModule: AppModule = {
  name: 'circles',
  routes: circlesRoutes,
  errorStatuses: CIRCLES_ERROR_STATUSES,
};
