import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorStatuses } from '../core/domain-error';
import type { ModuleJobs } from '../core/jobs';
import type { RouteDeps } from './route-deps';

/** What one area of the server contributes; each module's index.ts exports one, listed once in app-modules.ts. */
export interface AppModule {
  name: string;
  /** Registered under /api. */
  routes?: FastifyPluginAsyncZod<RouteDeps>;
  /** Only outside production (development helpers). */
  devOnly?: boolean;
  /** How the module's DomainError codes read over HTTP. */
  errorStatuses?: ErrorStatuses<string>;
  /** Its durable jobs and the events of other modules it reacts to. */
  jobs?: ModuleJobs;
}
