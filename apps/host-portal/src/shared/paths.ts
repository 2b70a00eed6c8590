import { fillPath } from '@socials/ui';
import { paths } from './route-paths';

export { paths };

export const editSocialPath = (id: string) => fillPath(paths.editSocial, { id });
export const socialAttendeesPath = (id: string) => fillPath(paths.socialAttendees, { id });
export const socialCheckInPath = (id: string) => fillPath(paths.socialCheckIn, { id });
export const socialSalesPath = (id: string) => fillPath(paths.socialSales, { id });
export const socialPromoCodesPath = (id: string) => fillPath(paths.socialPromoCodes, { id });
export const socialBlastsPath = (id: string) => fillPath(paths.socialBlasts, { id });
export const socialStatisticsPath = (id: string) => fillPath(paths.socialStatistics, { id });
export const socialTablesPath = (id: string) => fillPath(paths.socialTables, { id });
export const socialMediaPath = (id: string) => fillPath(paths.socialMedia, { id });
/** The create page, filled in with a copy of another social. */
export const copySocialPath = (id: string) => `${paths.newSocial}?copyOf=${encodeURIComponent(id)}`;

/** The public event page lives in public-web, outside this app's basename: use a plain <a>. */
export const publicSocialUrl = (slug: string) => `/socials/${encodeURIComponent(slug)}`;

export const PUBLIC_SITE_URL = '/';
