import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './core/app-deps';
import type { Db } from './core/db';
import type { ErrorStatuses } from './core/domain-error';
import type { ModuleJobs } from './core/jobs';

/** What one area of the server contributes; each module's index.ts exports one, listed once in app-modules.ts. */
export interface AppModule {
  name: string;
  /** Registered under /api. */
  routes?: FastifyPluginAsyncZod<AppDeps>;
  /** Only outside production (development helpers). */
  devOnly?: boolean;
  /** How the module's DomainError codes read over HTTP. */
  errorStatuses?: ErrorStatuses<string>;
  /** Its durable jobs and the events of other modules it reacts to. */
  jobs?: ModuleJobs;
  /** Which of its published sites a host name of its own serves (a conference's domain): that host gets the site's web app. */
  siteByDomain?: (db: Db, domain: string) => Promise<{ id: string } | null>;
}
