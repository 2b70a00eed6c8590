import type { AppModule } from '../../app-module';
import { ANALYTICS_ERROR_STATUSES } from './analytics.errors';
import { analyticsRoutes } from './analytics.routes';

export const analyticsModule: AppModule = {
  name: 'analytics',
  routes: analyticsRoutes,
  errorStatuses: ANALYTICS_ERROR_STATUSES,
};
