import type { RouteTable } from '@socials/ui';

/** host-portal is served under /host: the table's paths are inside it. */
export const BASENAME = '/host';

/**
 * Every page of host-portal: the router, the header's menu, the tab titles and the accessibility
 * suite (tools/e2e) all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  socials: {
    path: '/socials',
    title: 'Your socials',
    access: 'user',
    home: true,
    nav: { menu: 'main', end: true },
    lazy: async () => ({ Component: (await import('../features/hosted-socials/hosted-socials-page')).HostedSocialsPage }),
  },
  newSocial: {
    path: '/socials/new',
    title: 'Create a social',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/social-form/create-social-page')).CreateSocialPage }),
  },
  editSocial: {
    path: '/socials/:id/edit',
    title: 'Edit social',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/social-form/edit-social-page')).EditSocialPage }),
  },
  socialAttendees: {
    path: '/socials/:id/attendees',
    title: 'Guests',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/attendees/attendees-page')).AttendeesPage }),
  },
  socialCheckIn: {
    path: '/socials/:id/check-in',
    title: 'Check-in',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
  },
  socialSales: {
    path: '/socials/:id/sales',
    title: 'Ticket sales',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/sales/ticket-sales-page')).TicketSalesPage }),
  },
  socialPromoCodes: {
    path: '/socials/:id/promo-codes',
    title: 'Promo codes',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage }),
  },
  socialBlasts: {
    path: '/socials/:id/blasts',
    title: 'Messages',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/blasts/blasts-page')).BlastsPage }),
  },
  socialTables: {
    path: '/socials/:id/tables',
    title: 'Tables',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/tables/tables-page')).TablesPage }),
  },
  socialMedia: {
    path: '/socials/:id/media',
    title: 'Photos',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/media/media-page')).MediaPage }),
  },
  socialStatistics: {
    path: '/socials/:id/statistics',
    title: 'Statistics',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/statistics/social-statistics-page')).SocialStatisticsPage }),
  },
  circleBlasts: {
    path: '/circles/:id/blasts',
    title: 'Message members',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/blasts/circle-blasts-page')).CircleBlastsPage }),
  },
  circleMembers: {
    path: '/circles/:id/members',
    title: 'Members',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/circle-members/circle-members-page')).CircleMembersPage }),
  },
  subscribers: {
    path: '/subscribers',
    title: 'Subscribers',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/blasts/subscribers-page')).SubscribersPage }),
  },
  payouts: {
    path: '/payouts',
    title: 'Payouts',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/payouts/payouts-page')).PayoutsPage }),
  },
  analytics: {
    path: '/analytics',
    title: 'Analytics',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/statistics/host-analytics-page')).HostAnalyticsPage }),
  },
  reviews: {
    path: '/reviews',
    title: 'Reviews',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/host-reviews/host-reviews-page')).HostReviewsPage }),
  },
  notificationSettings: {
    path: '/settings/notifications',
    title: 'Notifications',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/notification-settings/notification-settings-page')).NotificationSettingsPage }),
  },
  login: { path: '/auth/login', title: 'Sign in', access: 'public', layout: 'bare', lazy: async () => ({ Component: (await import('./auth-pages')).LoginPage }) },
  accountSettings: {
    path: '/accounts/setting',
    title: 'Account settings',
    access: 'user',
    layout: 'bare',
    lazy: async () => ({ Component: (await import('./auth-pages')).AccountSettingsPage }),
  },
} satisfies RouteTable;
