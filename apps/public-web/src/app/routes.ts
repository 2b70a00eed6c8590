import { paths } from '../shared/paths';

export interface AppRoute {
  path: string;
  title: string;
  /** 'user' routes send visitors to sign in first. */
  access: 'public' | 'user';
}

/** Every route of public-web, for the accessibility test. Paths with ":" need a real value. */
export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, title: 'Home', access: 'public' },
  { path: paths.socials, title: 'Socials', access: 'public' },
  { path: paths.social, title: 'Social', access: 'public' },
  { path: paths.myTicket, title: 'My ticket', access: 'user' },
  { path: paths.login, title: 'Sign in', access: 'public' },
  { path: paths.accountSettings, title: 'Account settings', access: 'user' },
  { path: '/this-page-does-not-exist', title: 'Page not found', access: 'public' },
];
