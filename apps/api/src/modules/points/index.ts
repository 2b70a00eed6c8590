import type { AppModule } from '../../http/app-module';
import { pointsRoutes } from './points.routes';
export { grantPoints, pointsBalance, rewardFirstEmailVerification, type PointsGrant } from './points.service';

/** Points: a ledger per user (rewards and what RSVPs spend), the balance its sum. */
export const pointsModule: AppModule = { name: 'points', routes: pointsRoutes };
