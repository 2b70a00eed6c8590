import type { AppModule } from '../../app-module';
import { blastsJobs } from './blast-delivery.jobs';
import { BLASTS_ERROR_STATUSES } from './blasts.errors';
import { blastsRoutes } from './blasts.routes';
import { subscriptionsRoutes } from './subscriptions.routes';

export { unsubscribeUrls, listUnsubscribeHeaders } from './unsubscribe-link';
/** The user follows these hosts (those followed already stay as they were): an RSVP follows the social's hosts. */
export { insertSubscriptions as followHosts } from './blasts.repo';

/** Blasts and host subscriptions: hosts message their guests and followers; people follow and unsubscribe. */
export const blastsModule: AppModule = {
  name: 'blasts',
  routes: async (app, deps) => {
    await app.register(blastsRoutes, deps);
    await app.register(subscriptionsRoutes, deps);
  },
  jobs: blastsJobs,
  errorStatuses: BLASTS_ERROR_STATUSES,
};
