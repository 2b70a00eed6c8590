/** Where each page lives; the router, the shell and the features link with these. */
export const paths = {
  home: '/',
  socials: '/socials',
  social: '/socials/:slug',
  myTicket: '/my-ticket',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;

export const socialPath = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

/** host-portal is another app on the same origin: reached with a plain link, outside this router. */
export const HOST_PORTAL_URL = '/host/';
export const CREATE_SOCIAL_URL = '/host/socials/new';
