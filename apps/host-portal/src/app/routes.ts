import type { RouteTable } from '@socials/ui';
import { paths } from '../shared/route-paths';

/** host-portal is served under /host: the table's paths are inside it. */
export const BASENAME = '/host';

/**
 * Every page of host-portal: the router, the header's menu, the tab titles and the accessibility
 * suite (tools/e2e) all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  socials: {
    path: paths.socials,
    title: 'Your socials',
    access: 'user',
    home: true,
    nav: { menu: 'main', end: true },
    lazy: async () => ({ Component: (await import('../features/hosted-socials/hosted-socials-page')).HostedSocialsPage }),
  },
  newSocial: {
    path: paths.newSocial,
    title: 'Create a social',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/social-form/create-social-page')).CreateSocialPage }),
  },
  editSocial: {
    path: paths.editSocial,
    title: 'Edit social',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/social-form/edit-social-page')).EditSocialPage }),
  },
  socialAttendees: {
    path: paths.socialAttendees,
    title: 'Guests',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/attendees/attendees-page')).AttendeesPage }),
  },
  socialCheckIn: {
    path: paths.socialCheckIn,
    title: 'Check-in',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
  },
  socialSales: {
    path: paths.socialSales,
    title: 'Ticket sales',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/sales/ticket-sales-page')).TicketSalesPage }),
  },
  socialPromoCodes: {
    path: paths.socialPromoCodes,
    title: 'Promo codes',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage }),
  },
  socialBlasts: {
    path: paths.socialBlasts,
    title: 'Messages',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/blasts/blasts-page')).BlastsPage }),
  },
  socialTables: {
    path: paths.socialTables,
    title: 'Tables',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/tables/tables-page')).TablesPage }),
  },
  socialMedia: {
    path: paths.socialMedia,
    title: 'Photos',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/media/media-page')).MediaPage }),
  },
  socialStatistics: {
    path: paths.socialStatistics,
    title: 'Statistics',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/statistics/social-statistics-page')).SocialStatisticsPage }),
  },
  circleBlasts: {
    path: paths.circleBlasts,
    title: 'Message members',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/blasts/circle-blasts-page')).CircleBlastsPage }),
  },
  circleMembers: {
    path: paths.circleMembers,
    title: 'Members',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/circle-members/circle-members-page')).CircleMembersPage }),
  },
  subscribers: {
    path: paths.subscribers,
    title: 'Subscribers',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/blasts/subscribers-page')).SubscribersPage }),
  },
  payouts: {
    path: paths.payouts,
    title: 'Payouts',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/payouts/payouts-page')).PayoutsPage }),
  },
  analytics: {
    path: paths.analytics,
    title: 'Analytics',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/statistics/host-analytics-page')).HostAnalyticsPage }),
  },
  reviews: {
    path: paths.reviews,
    title: 'Reviews',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/host-reviews/host-reviews-page')).HostReviewsPage }),
  },
  notificationSettings: {
    path: paths.notificationSettings,
    title: 'Notifications',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/notification-settings/notification-settings-page')).NotificationSettingsPage }),
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
