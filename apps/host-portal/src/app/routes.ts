import { paths } from '../shared/paths';

export interface AppRoute {
  /** Inside the app; the app is served under BASENAME. */
  path: string;
  title: string;
  access: 'public' | 'user';
}

export const BASENAME = '/host';

/** Every route of host-portal, for the accessibility test. Paths with ":" need a real value. */
export const appRoutes: readonly AppRoute[] = [
  { path: paths.socials, title: 'Your socials', access: 'user' },
  { path: paths.newSocial, title: 'Create a social', access: 'user' },
  { path: paths.editSocial, title: 'Edit social', access: 'user' },
  { path: paths.socialAttendees, title: 'Guests', access: 'user' },
  { path: paths.socialCheckIn, title: 'Check-in', access: 'user' },
  { path: paths.socialSales, title: 'Ticket sales', access: 'user' },
  { path: paths.socialPromoCodes, title: 'Promo codes', access: 'user' },
  { path: paths.payouts, title: 'Payouts', access: 'user' },
  { path: paths.login, title: 'Sign in', access: 'public' },
  { path: paths.accountSettings, title: 'Account settings', access: 'user' },
];
