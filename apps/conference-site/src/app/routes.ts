import type { AppRouteEntry, RouteTable } from '@socials/ui';
import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';

const sectionPage: AppRouteEntry['lazy'] = async () => ({ Component: (await import('./site-pages')).SectionRoute });

/**
 * Every page of conference-site, relative to the basename (/conference on the main site, / on the
 * conference host): the router, the menu, the tab titles and the accessibility suite (tools/e2e)
 * all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  home: {
    path: '/',
    title: 'Home',
    access: 'public',
    home: true,
    nav: { menu: 'main', end: true },
    lazy: async () => ({ Component: (await import('./site-pages')).HomeRoute }),
  },
  ...Object.fromEntries(
    CONFERENCE_SECTIONS.map(({ path, title }) => [path, { path, title, access: 'public', nav: { menu: 'main' }, lazy: sectionPage } satisfies AppRouteEntry]),
  ),
} satisfies RouteTable;
