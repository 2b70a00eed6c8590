import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppModule } from '../../app-module';
import type { AppDeps } from '../../core/app-deps';
import { conferenceAttendeesRoutes } from './conference-attendees.routes';
import { conferenceOrdersRoutes } from './conference-orders.routes';
import { CONFERENCES_ERROR_STATUSES } from './conferences.errors';
import { conferencesJobs } from './conferences.jobs';
import { findPublishedConferenceByDomain } from './conferences.repo';
import { conferencesRoutes } from './conferences.routes';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
  siteByDomain: findPublishedConferenceByDomain,
};
