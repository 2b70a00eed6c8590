/**
 * Where each page lives, relative to the /host basename. The route table (app/routes.ts) mounts each page at its
 * pattern and links fill them in (shared/paths.ts). It imports nothing, so the route table, which
 * the accessibility suite imports, stays free of React.
 */
export const paths = {
  socials: '/socials',
  newSocial: '/socials/new',
  editSocial: '/socials/:id/edit',
  socialAttendees: '/socials/:id/attendees',
  socialCheckIn: '/socials/:id/check-in',
  socialSales: '/socials/:id/sales',
  socialPromoCodes: '/socials/:id/promo-codes',
  socialBlasts: '/socials/:id/blasts',
  socialTables: '/socials/:id/tables',
  socialMedia: '/socials/:id/media',
  socialStatistics: '/socials/:id/statistics',
  circleBlasts: '/circles/:id/blasts',
  circleMembers: '/circles/:id/members',
  subscribers: '/subscribers',
  payouts: '/payouts',
  analytics: '/analytics',
  reviews: '/reviews',
  notificationSettings: '/settings/notifications',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;
