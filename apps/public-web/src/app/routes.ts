import type { RouteTable } from '@socials/ui';

/**
 * Every page of public-web: the router, the header's menus, the tab titles and the accessibility
 * suite (tools/e2e) all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  home: { path: '/', title: 'Home', access: 'public', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
  socials: {
    path: '/socials',
    title: 'Socials',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/socials/socials-page')).SocialsPage }),
  },
  social: { path: '/socials/:slug', title: 'Social', access: 'public', lazy: async () => ({ Component: (await import('./social-route')).SocialRoute }) },
  socialRsvp: { path: '/socials/:slug/rsvp', title: 'RSVP', access: 'user', lazy: async () => ({ Component: (await import('../features/rsvp/rsvp-page')).RsvpPage }) },
  socialCheckIn: {
    path: '/socials/:slug/check-in',
    title: 'Check in',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
  },
  pastEvents: {
    path: '/past-events',
    title: 'Past events',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/past-events/past-events-page')).PastEventsPage }),
  },
  communityEvents: {
    path: '/community-events',
    title: 'Community events',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/city-events/community-events-page')).CommunityEventsPage }),
  },
  cityEvents: {
    path: '/community-events/:city',
    title: 'City events',
    access: 'public',
    // The list, and its past-events variant.
    checkedAt: ['/community-events/:city', '/community-events/:city?type=past-events'],
    lazy: async () => ({ Component: (await import('../features/city-events/city-events-page')).CityEventsPage }),
  },
  myTicket: {
    path: '/my-ticket',
    title: 'My ticket',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/my-ticket/my-ticket-page')).MyTicketPage }),
  },
  myProfile: {
    path: '/users',
    title: 'Your profile',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).MyProfilePage }),
  },
  // The suite's :slug is a social's, so it checks the "profile not found" page.
  userProfile: {
    path: '/users/:slug',
    title: 'User profile',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).UserProfilePage }),
  },
  transactions: {
    path: '/accounts/transactions',
    title: 'Transactions',
    access: 'user',
    nav: { menu: 'account' },
    lazy: async () => ({ Component: (await import('../features/transactions/transactions-page')).TransactionsPage }),
  },
  // No demo payment has a known id: the suite checks the "receipt not found" page.
  transactionReceipt: {
    path: '/accounts/transactions/:paymentId',
    title: 'Receipt',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/transactions/receipt-page')).ReceiptPage }),
  },
  login: { path: '/auth/login', title: 'Sign in', access: 'public', layout: 'bare', lazy: async () => ({ Component: (await import('./auth-pages')).LoginPage }) },
  accountSettings: {
    path: '/accounts/setting',
    title: 'Account settings',
    access: 'user',
    layout: 'bare',
    lazy: async () => ({ Component: (await import('./auth-pages')).AccountSettingsPage }),
  },
  notFound: {
    path: '*',
    title: 'Page not found',
    access: 'public',
    checkedAt: ['/this-page-does-not-exist'],
    lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
  },
} satisfies RouteTable;
