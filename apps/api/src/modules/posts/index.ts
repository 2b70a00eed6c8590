import type { AppModule } from '../../app-module';
import { postsJobs } from './posts.jobs';
import { POSTS_ERROR_STATUSES } from './posts.errors';
import { postsRoutes } from './posts.routes';

/** Circle posts: hosts write them; members read, or anyone unlocks with points or a payment. */
export const postsModule: AppModule = { name: 'posts', routes: postsRoutes, jobs: postsJobs, errorStatuses: POSTS_ERROR_STATUSES };
