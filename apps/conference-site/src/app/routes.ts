import type { AppRouteEntry, RouteTable } from '@socials/ui';
import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';

const page =
  (name: keyof typeof import('./site-pages')): AppRouteEntry['lazy'] =>
  async () => ({ Component: (await import('./site-pages'))[name] });

const SECTION_PAGES = {
  '/speakers': 'SpeakersRoute',
  '/agenda': 'AgendaRoute',
  '/venue': 'VenueRoute',
  '/partners': 'PartnersRoute',
  '/tickets': 'TicketsRoute',
} as const;

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
    lazy: page('HomeRoute'),
  },
  ...Object.fromEntries(
    CONFERENCE_SECTIONS.map(({ path, title }) => [
      path,
      { path, title, access: 'public', nav: { menu: 'main' }, lazy: page(SECTION_PAGES[path]) } satisfies AppRouteEntry,
    ]),
  ),
  myTickets: { path: '/my-tickets', title: 'My tickets', access: 'user', nav: { menu: 'main' }, lazy: page('MyTicketsRoute') },
  myAgenda: { path: '/my-agenda', title: 'My agenda', access: 'user', nav: { menu: 'main' }, lazy: page('MyAgendaRoute') },
  networking: { path: '/networking', title: 'Networking', access: 'user', nav: { menu: 'main' }, lazy: page('NetworkingRoute') },
  claim: { path: '/claim', title: 'Claim a ticket', access: 'user', lazy: page('ClaimRoute') },
  login: {
    path: '/auth/login',
    title: 'Sign in',
    access: 'public',
    layout: 'bare',
    lazy: async () => ({ Component: (await import('./auth-pages')).LoginPage }),
  },
} satisfies RouteTable;
