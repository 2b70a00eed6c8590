import type { AppModule } from '../../app-module';
import { PATRONS_ERROR_STATUSES } from './patrons.errors';
import { patronsJobs } from './patrons.jobs';
import { patronsRoutes } from './patrons.routes';
export { patronBadgesByIds } from './patrons.service';

/** Patrons (sponsors): profiles, the sponsored socials, invoices, reports and the question bank. */
export const patronsModule: AppModule = {
  name: 'patrons',
  routes: patronsRoutes,
  jobs: patronsJobs,
  errorStatuses: PATRONS_ERROR_STATUSES,
};
