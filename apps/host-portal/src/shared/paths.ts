/** Routes of host-portal, relative to its /host basename. */
export const paths = {
  home: '/',
  socials: '/socials',
  newSocial: '/socials/new',
  editSocial: '/socials/:id/edit',
  socialAttendees: '/socials/:id/attendees',
  socialCheckIn: '/socials/:id/check-in',
  socialSales: '/socials/:id/sales',
  socialPromoCodes: '/socials/:id/promo-codes',
  payouts: '/payouts',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;

export const editSocialPath = (id: string) => `/socials/${encodeURIComponent(id)}/edit`;
export const socialAttendeesPath = (id: string) => `/socials/${encodeURIComponent(id)}/attendees`;
export const socialCheckInPath = (id: string) => `/socials/${encodeURIComponent(id)}/check-in`;
export const socialSalesPath = (id: string) => `/socials/${encodeURIComponent(id)}/sales`;
export const socialPromoCodesPath = (id: string) => `/socials/${encodeURIComponent(id)}/promo-codes`;
/** The create page, filled in with a copy of another social. */
export const copySocialPath = (id: string) => `/socials/new?copyOf=${encodeURIComponent(id)}`;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
