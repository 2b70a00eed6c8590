import type { AppModule } from '../../app-module';
import { CONTENT_ERROR_STATUSES } from './content.errors';
import { contentRoutes } from './content.routes';

export const contentModule: AppModule = {
  name: 'content',
  routes: contentRoutes,
  errorStatuses: CONTENT_ERROR_STATUSES,
};
