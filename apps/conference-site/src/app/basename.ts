export const CONFERENCE_PATH = '/conference';

/**
 * The app is served at /conference/ on the main site and at the root of the conference's own
 * host name; its assets stay under /conference/assets either way.
 */
export function routerBasename(pathname: string): string {
  return pathname === CONFERENCE_PATH || pathname.startsWith(`${CONFERENCE_PATH}/`) ? CONFERENCE_PATH : '/';
}
