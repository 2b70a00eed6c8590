import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { createAppRoutes } from '@socials/ui';
import { appFrame } from './frame';
import { appRoutes } from './routes';

/** The router's routes; the browser's router and the server render share them. */
export const routeObjects: RouteObject[] = createAppRoutes(appRoutes, appFrame);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/** The browser's router, made once the pages the first render needs are loaded (see loadPagesOf). */
export function startRouter(): AppRouter {
  router ??= createBrowserRouter(routeObjects, { basename: '/' });
  return router;
}

export function navigateInApp(to: string): void {
  void router?.navigate(to);
}

/**
 * Loads the lazy pages that `pathname` shows, so a router made afterwards starts with them instead
 * of its loading fallback: hydrating server markup needs the first render to show the same page.
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routeObjects, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const page = await lazy();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}
