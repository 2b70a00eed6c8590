import type { AppModule } from '../../app-module';
import { photosRoutes } from './photos.routes';
import { PHOTOS_ERROR_STATUSES } from './photos.errors';

export const photosModule: AppModule = {
  name: 'photos',
  routes: photosRoutes,
  errorStatuses: PHOTOS_ERROR_STATUSES,
};
