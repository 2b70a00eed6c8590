import type { AppModule } from '../../app-module';
import { DISPUTES_ERROR_STATUSES } from './disputes.errors';
import { disputesRoutes } from './disputes.routes';

export const disputesModule: AppModule = { name: 'disputes', routes: disputesRoutes, errorStatuses: DISPUTES_ERROR_STATUSES };
