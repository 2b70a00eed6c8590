import type { AppModule } from '../../app-module';
import { POINTS_ERROR_STATUSES } from './points.errors';
import { pointsRoutes } from './points.routes';
export {
  grantPoints,
  pointsBalance,
  refundRsvpPoints,
  rewardFirstEmailVerification,
  spendPoints,
  spendPointsForRsvp,
  type PointsGrant,
  type PointsSpend,
} from './points.service';

/** Points: a ledger per user (rewards and what RSVPs spend), the balance its sum. */
export const pointsModule: AppModule = { name: 'points', routes: pointsRoutes, errorStatuses: POINTS_ERROR_STATUSES };
