/**
 * Where each page lives, relative to the /manager basename. The route table (app/routes.ts) mounts each page at its
 * pattern and links fill them in (shared/paths.ts). It imports nothing, so the route table, which
 * the accessibility suite imports, stays free of React.
 */
export const paths = {
  publicEvents: '/public-events',
  createPromo: '/create-promo',
  dashboard: '/dashboard',
  rsvps: '/rsvps',
  hostAnalytics: '/host-analytics',
  socialAnalytics: '/socials/:id/analytics',
  reviews: '/reviews',
  hostPermissions: '/hosts/permissions',
  summit: '/summit',
  speakersCrm: '/speakers-crm',
  patrons: '/patrons',
  content: '/content',
  configs: '/configs',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;
