import type { AppModule } from '../../http/app-module';
import { HEALTH_ERROR_STATUSES, healthRoutes } from './health.routes';

export const healthModule: AppModule = { name: 'health', routes: healthRoutes, errorStatuses: HEALTH_ERROR_STATUSES };
