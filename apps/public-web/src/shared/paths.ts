import { selfCheckInPath } from '@socials/domain';

/** Where each page lives; the router, the shell and the features link with these. */
export const paths = {
  home: '/',
  socials: '/socials',
  social: '/socials/:slug',
  socialRsvp: '/socials/:slug/rsvp',
  socialCheckIn: '/socials/:slug/check-in',
  pastEvents: '/past-events',
  communityEvents: '/community-events',
  cityEvents: '/community-events/:city',
  myTicket: '/my-ticket',
  myProfile: '/users',
  userProfile: '/users/:slug',
  login: '/auth/login',
  accountSettings: '/accounts/setting',
  transactions: '/accounts/transactions',
  transactionReceipt: '/accounts/transactions/:paymentId',
} as const;

export const socialPath = (slug: string) => `/socials/${encodeURIComponent(slug)}`;
export const socialRsvpPath = (slug: string) => `${socialPath(slug)}/rsvp`;
/** What the event's ATTENDEES_QRCODE code points to: the attendee's phone opens it and checks in. */
export const socialCheckInPath = selfCheckInPath;

/** Spec 2: the per-city list, and its past-events variant (query type=past-events). */
export const PAST_EVENTS_TYPE = 'past-events';
export const cityEventsPath = (cityId: string, past = false) =>
  `/community-events/${encodeURIComponent(cityId)}${past ? `?type=${PAST_EVENTS_TYPE}` : ''}`;
export const userProfilePath = (slug: string) => `/users/${encodeURIComponent(slug)}`;
export const transactionReceiptPath = (paymentId: string) => `/accounts/transactions/${encodeURIComponent(paymentId)}`;

/** host-portal is another app on the same origin: reached with a plain link, outside this router. */
export const HOST_PORTAL_URL = '/host/';
export const CREATE_SOCIAL_URL = '/host/socials/new';
