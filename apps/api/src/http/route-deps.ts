import type { AppDeps, ServiceDeps, ServiceLogger } from '../core/app-deps';

/** What every route plugin receives as its options: the app's dependencies. */
export type RouteDeps = AppDeps;

/** The services' dependencies for one request: the app's, with the request's logger. */
export function servicesFor(deps: RouteDeps, request: { log: ServiceLogger }): ServiceDeps {
  return { ...deps, log: request.log };
}
