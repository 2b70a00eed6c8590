import { paths } from '../shared/paths';

export interface AppRoute {
  /** Inside the app; the app is served under BASENAME. */
  path: string;
  title: string;
  access: 'public' | 'user' | 'admin';
}

export const BASENAME = '/manager';

/** Every route of manager-console, for the accessibility test. */
export const appRoutes: readonly AppRoute[] = [
  { path: paths.publicEvents, title: 'Public events', access: 'admin' },
  { path: `${paths.publicEvents}?status=PENDING`, title: 'Public events: pending', access: 'admin' },
  { path: paths.createPromo, title: 'Promo codes: choose a social', access: 'admin' },
  { path: `${paths.createPromo}?social=:id`, title: 'Promo codes of a social', access: 'admin' },
  { path: paths.login, title: 'Sign in', access: 'public' },
  { path: paths.accountSettings, title: 'Account settings', access: 'user' },
];
