import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../spinner/page-loader';
import { RouteErrorPage } from './route-error-page';
import type { AppRouteEntry, RouteAccess, RouteTable } from './route-table';

export interface AppRoutesFrame {
  /** Above every page, e.g. <RootLayout appName="Socials" />; it renders an <Outlet />. */
  root: ReactElement;
  /** Around 'shell' pages, e.g. <AppFrame …/>; without it they sit right under the root. */
  shell?: ReactElement;
  /** Around 'bare' pages, e.g. <BareLayout />. */
  bare?: ReactElement;
  /** What lets 'user' and 'admin' pages through (each renders an <Outlet /> once the visitor may pass). */
  guards?: Partial<Record<Exclude<RouteAccess, 'public'>, ReactElement>>;
}

const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;

const pageRoute = ({ path, title, lazy }: AppRouteEntry): RouteObject => ({ path, lazy, handle: { title } });

/**
 * The router's routes, from the app's table: pages grouped by layout, then behind the guard of
 * their access; titles in each route's handle; error pages on the root and inside the shell.
 */
export function createAppRoutes(table: RouteTable, frame: AppRoutesFrame): RouteObject[] {
  const entries = Object.values(table);
  const home = entries.find((entry) => entry.home);
  const has = (path: string) => entries.some((entry) => entry.path === path);
  const redirects: RouteObject[] = home
    ? [
        ...(has('/') ? [] : [{ index: true, element: <Navigate to={home.path} replace /> }]),
        ...(has('*') ? [] : [{ path: '*', element: <Navigate to={home.path} replace /> }]),
      ]
    : [];

  const guarded = (access: RouteAccess, children: RouteObject[]): RouteObject[] => {
    const guard = access === 'public' ? undefined : frame.guards?.[access];
    if (access !== 'public' && !guard) throw new Error(`createAppRoutes: the table has ${access} pages but no guard for them`);
    return guard ? [{ element: guard, children }] : children;
  };

  const layoutRoutes = (layout: 'shell' | 'bare', element: ReactElement | undefined, extra: RouteObject[]): RouteObject[] => {
    const pages = entries.filter((entry) => (entry.layout ?? 'shell') === layout);
    if (pages.length === 0) return [];
    const levels = ACCESS_LEVELS.filter((access) => pages.some((page) => page.access === access));
    const wrap = (children: RouteObject[]): RouteObject[] => {
      // Inside the shell, a failing page leaves the header and menu in place; bare pages fail on the root's page.
      const inner = layout === 'shell' ? [{ errorElement: <RouteErrorPage />, children }] : children;
      return element ? [{ element, children: inner }] : inner;
    };
    // One access for the whole layout: its guard goes around the layout too, so nothing of the
    // frame shows to a visitor who may see none of its pages.
    if (levels.length === 1) return guarded(levels[0]!, wrap([...pages.map(pageRoute), ...extra]));
    return wrap([...levels.flatMap((access) => guarded(access, pages.filter((page) => page.access === access).map(pageRoute))), ...extra]);
  };

  return [
    {
      element: frame.root,
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteErrorPage standalone />,
      children: [...layoutRoutes('shell', frame.shell, redirects), ...layoutRoutes('bare', frame.bare, [])],
    },
  ];
}
