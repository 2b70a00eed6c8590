import { cityEventsPath, paths, transactionReceiptPath } from '../shared/paths';

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
  { path: paths.socialRsvp, title: 'RSVP', access: 'user' },
  { path: paths.socialCheckIn, title: 'Check in', access: 'user' },
  { path: paths.pastEvents, title: 'Past events', access: 'public' },
  { path: paths.communityEvents, title: 'Community events', access: 'public' },
  // A seeded city (apps/api/src/db/seed.ts): the suite only has demo values for :slug and :id.
  { path: cityEventsPath('new-york'), title: 'City events', access: 'public' },
  { path: cityEventsPath('new-york', true), title: 'Past city events', access: 'public' },
  { path: paths.myTicket, title: 'My ticket', access: 'user' },
  { path: paths.transactions, title: 'Transactions', access: 'user' },
  // No demo payment has a known id: this checks the "receipt not found" page.
  { path: transactionReceiptPath('no-such-payment'), title: 'Receipt', access: 'user' },
  { path: paths.myProfile, title: 'Your profile', access: 'user' },
  // The suite fills :slug with a social's slug, so this checks the "profile not found" page.
  { path: paths.userProfile, title: 'User profile', access: 'public' },
  { path: paths.login, title: 'Sign in', access: 'public' },
  { path: paths.accountSettings, title: 'Account settings', access: 'user' },
  { path: '/this-page-does-not-exist', title: 'Page not found', access: 'public' },
];
