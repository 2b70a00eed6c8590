/** Routes of manager-console, relative to its /manager basename. */
export const paths = {
  home: '/',
  publicEvents: '/public-events',
  createPromo: '/create-promo',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
