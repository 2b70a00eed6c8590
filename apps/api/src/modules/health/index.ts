import type { AppModule } from '../../app-module';
import { healthRoutes } from './health.routes';
import { HEALTH_ERROR_STATUSES } from './health.errors';

export const healthModule: AppModule = { name: 'health', routes: healthRoutes, errorStatuses: HEALTH_ERROR_STATUSES };
