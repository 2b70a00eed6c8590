import { paths } from './route-paths';

export { paths };

/** Staff's page of a host's features, opened on that host. */
export const hostPermissionsPath = (userId: string) => `${paths.hostPermissions}?user=${encodeURIComponent(userId)}`;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
