import type { RouteTable } from '@socials/ui';
import { paths } from '../shared/route-paths';

/** manager-console is served under /manager: the table's paths are inside it. */
export const BASENAME = '/manager';

/**
 * Every page of manager-console: the router, the header's menu, the tab titles and the
 * accessibility suite (tools/e2e) all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  publicEvents: {
    path: paths.publicEvents,
    title: 'Public events',
    access: 'admin',
    home: true,
    nav: { menu: 'main' },
    // The queue still to review (the page opens on it), and every status.
    checkedAt: ['/public-events', '/public-events?status=ALL'],
    lazy: async () => ({ Component: (await import('../features/public-events/public-events-page')).PublicEventsPage }),
  },
  createPromo: {
    path: paths.createPromo,
    title: 'Promo codes',
    access: 'admin',
    nav: { menu: 'main' },
    // Choosing a social, and the promo codes of the one chosen.
    checkedAt: ['/create-promo', '/create-promo?social=:id'],
    lazy: async () => ({ Component: (await import('../features/promo-codes/create-promo-page')).CreatePromoPage }),
  },
  dashboard: {
    path: paths.dashboard,
    title: 'Dashboard',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/analytics/dashboard-page')).DashboardPage }),
  },
  rsvps: {
    path: paths.rsvps,
    title: 'RSVPs',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/analytics/rsvps-page')).RsvpsPage }),
  },
  hostAnalytics: {
    path: paths.hostAnalytics,
    title: 'Host analytics',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/analytics/host-analytics-page')).HostAnalyticsPage }),
  },
  socialAnalytics: {
    path: paths.socialAnalytics,
    title: 'Social analytics',
    access: 'admin',
    lazy: async () => ({ Component: (await import('../features/analytics/social-analytics-page')).SocialAnalyticsPage }),
  },
  reviews: {
    path: paths.reviews,
    title: 'Host reviews',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/host-reviews/reviews-moderation-page')).ReviewsModerationPage }),
  },
  hostPermissions: {
    path: paths.hostPermissions,
    title: 'Host permissions',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/host-permissions/host-permissions-page')).HostPermissionsPage }),
  },
  summit: {
    path: paths.summit,
    title: 'Conferences',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/conferences/summit-page')).SummitPage }),
  },
  speakersCrm: {
    path: paths.speakersCrm,
    title: 'Speakers',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/conferences/speakers-crm-page')).SpeakersCrmPage }),
  },
  patrons: {
    path: paths.patrons,
    title: 'Patrons',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/patrons/patrons-admin-page')).PatronsAdminPage }),
  },
  content: {
    path: paths.content,
    title: 'Content',
    access: 'admin',
    nav: { menu: 'main' },
    // Blogs (the page opens on them), and jobs with their bounties.
    checkedAt: ['/content', '/content?kind=JOB'],
    lazy: async () => ({ Component: (await import('../features/site-content/content-page')).ContentPage }),
  },
  configs: {
    path: paths.configs,
    title: 'Settings',
    access: 'admin',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/site-content/configs-page')).ConfigsPage }),
  },
  login: { path: paths.login, title: 'Sign in', access: 'public', layout: 'bare', lazy: async () => ({ Component: (await import('./auth-pages')).LoginPage }) },
  accountSettings: {
    path: paths.accountSettings,
    title: 'Account settings',
    access: 'user',
    layout: 'bare',
    lazy: async () => ({ Component: (await import('./auth-pages')).AccountSettingsPage }),
  },
} satisfies RouteTable;
