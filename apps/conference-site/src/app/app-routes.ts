import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';

export interface AppRoute {
  /** Relative to the basename: /conference on the main site, / on the conference host. */
  path: string;
  title: string;
  access: 'public';
}

/**
 * Every route of conference-site, for the accessibility test. Plain TypeScript (no JSX) so that
 * the Playwright suite can import it without the React route tree.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', title: 'Home', access: 'public' },
  ...CONFERENCE_SECTIONS.map(({ path, title }) => ({ path, title, access: 'public' as const })),
];
