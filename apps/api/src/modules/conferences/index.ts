import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppModule } from '../../http/app-module';
import type { RouteDeps } from '../../http/route-deps';
import { conferenceAttendeesRoutes } from './conference-attendees.routes';
import { conferenceOrdersRoutes } from './conference-orders.routes';
import { CONFERENCES_ERROR_STATUSES } from './conferences.errors';
import { conferencesJobs } from './conferences.jobs';
import { conferencesRoutes } from './conferences.routes';

/** Which published conference a host name serves (the web server gives that host the conference site). */
export { findPublishedConferenceByDomain } from './conferences.repo';

const routes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(conferencesRoutes, deps);
  await app.register(conferenceOrdersRoutes, deps);
  await app.register(conferenceAttendeesRoutes, deps);
};

/** Conferences: passes and their sale, speakers, the agenda, tickets, and the conference site's data. */
export const conferencesModule: AppModule = {
  name: 'conferences',
  routes,
  jobs: conferencesJobs,
  errorStatuses: CONFERENCES_ERROR_STATUSES,
};
