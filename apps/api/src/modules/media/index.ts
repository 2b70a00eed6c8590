import type { AppModule } from '../../app-module';
import { MEDIA_ERROR_STATUSES } from './media.errors';
import { mediaJobs } from './media.jobs';
import { mediaRoutes } from './media.routes';

/** A social's photos and videos, share links, archives and the photobook. */
export const mediaModule: AppModule = { name: 'media', routes: mediaRoutes, jobs: mediaJobs, errorStatuses: MEDIA_ERROR_STATUSES };
