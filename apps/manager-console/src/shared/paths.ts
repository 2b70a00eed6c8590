import { routePaths } from '@socials/ui';
import { appRoutes } from '../app/routes';

/** Where each page lives (the patterns of app/routes.ts, relative to the /manager basename), for links. */
export const paths = routePaths(appRoutes);

/** Staff's page of a host's features, opened on that host. */
export const hostPermissionsPath = (userId: string) => `${paths.hostPermissions}?user=${encodeURIComponent(userId)}`;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
