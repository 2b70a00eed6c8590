import type { AppModule } from '../../app-module';
import { notificationsJobs } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';
export { DIGEST_SWEEP_INTERVAL_MS, sendRsvpDigests } from './rsvp-digest';

export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  jobs: notificationsJobs,
};
