/** Routes of host-portal, relative to its /host basename. */
export const paths = {
  home: '/',
  socials: '/socials',
  newSocial: '/socials/new',
  editSocial: '/socials/:id/edit',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
} as const;

export const editSocialPath = (id: string) => `/socials/${encodeURIComponent(id)}/edit`;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
