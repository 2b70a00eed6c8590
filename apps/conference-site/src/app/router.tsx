import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@socials/auth';
import { BareLayout, createAppRoutes, RootLayout } from '@socials/ui';
import { routerBasename } from './basename';
import { appRoutes } from './routes';
import { SiteRoot, SiteShell } from './site-root';

/** The router's routes; the browser's router and the server render share them. */
export const routeObjects: RouteObject[] = createAppRoutes(appRoutes, {
  root: (
    <RootLayout appName="Socials conference">
      <SiteRoot />
    </RootLayout>
  ),
  shell: <SiteShell />,
  bare: <BareLayout />,
  guards: { user: <RequireAuth /> },
});

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/** The browser's router, made once the pages the first render needs are loaded (see loadPagesOf). */
export function startRouter(): AppRouter {
  router ??= createBrowserRouter(routeObjects, { basename: routerBasename(window.location.pathname) });
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
  const lazyMatches = (matchRoutes(routeObjects, pathname, routerBasename(pathname)) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const page = await lazy();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}
