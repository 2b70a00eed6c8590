import type { AppModule } from '../../app-module';
import { REVIEWS_ERROR_STATUSES } from './reviews.errors';
import { reviewsRoutes } from './reviews.routes';

export const reviewsModule: AppModule = {
  name: 'reviews',
  routes: reviewsRoutes,
  errorStatuses: REVIEWS_ERROR_STATUSES,
};
