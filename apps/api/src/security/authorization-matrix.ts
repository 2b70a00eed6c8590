/**
 * Who may call which route: the authorization matrix (OWASP API1, broken object level
 * authorization, and API5, broken function level authorization). authorization-matrix.test.ts
 * sends every request below as every role and fails when the server answers otherwise, when the
 * server has a route that is missing here, or when an entry names a route that no longer exists.
 *
 * Roles are relative to the object a request names. The test seeds two tenants: host A and host B
 * each own a public approved social and a private one, and a guest holds an RSVP to each public
 * social. Requests name host A's objects, so "host" is host A and "otherHost" is host B trying the
 * same request on someone else's object (the IDOR case).
 *
 * Visibility decisions behind the 404s:
 * - A private social (isPublic false) is unlisted, not secret: it never appears on lists, but its
 *   link works for anyone, as the host shares it to invite people. The same holds for a public
 *   social waiting for review: approval decides listing, not reachability. Ids are random UUIDs
 *   and slugs carry a random suffix, so a link cannot be guessed.
 * - A deleted social no longer exists for anyone but its hosts and staff: 404, never 403, on every
 *   route that names it, so that nobody learns it was there.
 * - Refusing a signed-in user with 403 is fine where the object is visible to them anyway (a
 *   social's edit form, its guest list).
 */
import { randomUUID } from 'node:crypto';
import type { RouteKey } from '../test/route-table';
import { anyone, DAY, deletedSocialRead, deletedSocialSignedIn, everyone, goneForSignedIn, HOUR, hostsAndStaff, signedIn, staffOnly } from './matrix-outcomes';
import { PAYMENTS_MATRIX } from './authorization-matrix.payments';
import { PROMO_BANK_DISPUTE_MATRIX } from './authorization-matrix.promo-codes';

/** The callers checked today. */
export const ACTIVE_ROLES = ['anonymous', 'attendee', 'host', 'otherHost', 'admin'] as const;

/**
 * Roles the product will have once their routes exist. No circle or patron route is registered
 * yet, so on every route here a circle member or a patron is just a signed-in attendee. When the
 * first such route lands, move the role into ACTIVE_ROLES: the type then makes every entry state
 * its outcome for it, and the test must seed an actor for it.
 */
export const PLANNED_ROLES = ['circleMember', 'patron'] as const;

export type ActiveRole = (typeof ACTIVE_ROLES)[number];
export type PlannedRole = (typeof PLANNED_ROLES)[number];
export type Role = ActiveRole | PlannedRole;

/** Any 2xx status, any 3xx redirect, or exactly this error status. */
export type Outcome = '2xx' | '3xx' | '400' | '401' | '403' | '404';
export type Outcomes = Record<ActiveRole, Outcome>;

export interface SocialRef {
  id: string;
  slug: string;
}

export interface RsvpRef {
  id: string;
  socialId: string;
}

/** The seeded data the request builders pick their objects from. */
export interface MatrixWorld {
  cityId: string;
  hostA: { userId: string; slug: string };
  /** A user with an RSVP to each public social; related to nobody else. */
  guest: { userId: string };
  /** Host A's public, approved social. */
  publicSocial: SocialRef;
  /** Host A's private (unlisted) social. */
  privateSocial: SocialRef;
  /** Host A's social, approved and then deleted by host A. */
  deletedSocial: SocialRef;
  /** The guest's RSVP to host B's public social. */
  otherHostRsvp: RsvpRef;
  /** A new social of host A, for a request that uses its object up (deleting, RSVPing). */
  freshSocial(kind: 'public' | 'private'): Promise<SocialRef>;
  /** A new RSVP of the guest to a new public social of host A. */
  freshRsvp(): Promise<RsvpRef>;
  /** A new social of host A that names the attendee as co-host: the attendee's open invitation to it. */
  freshCoHostInvitation(): Promise<SocialRef>;
  /** Like freshRsvp, on a social that takes attendance by HOST_QRCODE and has it open. */
  freshCheckInRsvp(): Promise<RsvpRef>;
  /** Host A's public social with one paid tier ($50 + $20 deposit); the attendee role bought a ticket to it. */
  paidSocial: SocialRef & { ticketTierId: string };
  /** The guest's paid RSVP to paidSocial, bought through the test provider. */
  paidRsvp: PaidRsvpRef;
  /** A new live promo code of host A's paid social. */
  freshPromoCode(): Promise<{ id: string }>;
  /** A new paid social of host A, for checkouts that take a seat. */
  freshPaidSocial(): Promise<SocialRef & { ticketTierId: string }>;
  /** An open checkout of the guest on a new paid social: its test-provider session id. */
  freshCheckoutSession(): Promise<{ sessionId: string; paymentId: string }>;
  /** A provider event body and the signature header the webhook accepts for it. */
  signedWebhook(): { payload: string; signature: string };
  /** A sign-in code just e-mailed to a new address. */
  freshSignInCode(): Promise<{ email: string; code: string }>;
  /** The refresh token of a session just started for a new user. */
  freshRefreshToken(): Promise<string>;
  /** An e-mail verification the attendee just started, with the code e-mailed for it. */
  freshEmailVerification(): Promise<{ emailVerificationId: string; code: string }>;
}

export interface PaidRsvpRef extends RsvpRef {
  paymentId: string;
}

export interface MatrixRequest {
  /** Values for the route's path parameters, e.g. { id } for /api/socials/:id. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  /** Extra request headers, e.g. a webhook's signature. */
  headers?: Record<string, string>;
  /** The stored object this request would change: when the request is refused, it must stay exactly as it was. */
  writes?: { social: string } | { rsvp: string };
}

export interface MatrixEntry {
  route: RouteKey;
  /** What the request names, for routes checked with more than one kind of object. */
  object?: string;
  expect: Outcomes;
  request(world: MatrixWorld): MatrixRequest | Promise<MatrixRequest>;
  /** Registered only when NODE_ENV is not production (the test payment provider is off there by default too). */
  devOnly?: true;
}

export function socialBody(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 14 * DAY;
  return {
    title: 'Matrix Meetup',
    description: 'Checks who may do what.',
    eventTimestamp: start,
    eventEndTimestamp: start + 2 * HOUR,
    timezone: 'America/New_York',
    isPublic: true,
    ...overrides,
  };
}

const bySocial = (social: SocialRef): MatrixRequest => ({ params: { id: social.id } });
const bySlug = (social: SocialRef): MatrixRequest => ({ params: { slug: social.slug } });
const newEmail = () => `matrix-${randomUUID()}@example.com`;

export const AUTHORIZATION_MATRIX: readonly MatrixEntry[] = [
  // System, public reference data and the API documentation: open to everyone.
  { route: 'GET /api/health', expect: anyone, request: () => ({}) },
  { route: 'GET /api/configs', expect: anyone, request: () => ({}) },
  { route: 'GET /api/cities', expect: anyone, request: () => ({}) },
  { route: 'GET /api/cities/:id', expect: anyone, request: (w) => ({ params: { id: w.cityId } }) },
  { route: 'GET /api/docs', expect: anyone, request: () => ({}) },
  { route: 'GET /api/docs/json', expect: anyone, request: () => ({}) },
  { route: 'GET /api/docs/yaml', expect: anyone, request: () => ({}) },
  // The bare page redirects to /api/docs/, which serves it with the right base URL.
  { route: 'GET /api/docs/static/index.html', expect: everyone('3xx'), request: () => ({}) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: anyone, request: () => ({}) },
  { route: 'GET /api/docs/static/*', expect: anyone, request: () => ({ params: { '*': 'index.css' } }) },

  // Development only: the outbox holds every sign-in code, so production never registers it.
  { route: 'GET /api/dev/outbox', devOnly: true, expect: anyone, request: () => ({}) },

  // Sign-in: the e-mail, the code or the refresh token is the credential; the bearer token is ignored.
  { route: 'POST /api/auth/passwordless/start', expect: anyone, request: () => ({ payload: { email: newEmail() } }) },
  { route: 'POST /api/auth/oauth/token', expect: anyone, request: async (w) => ({ payload: await w.freshSignInCode() }) },
  { route: 'POST /api/auth/oauth/refresh', expect: anyone, request: async (w) => ({ payload: { refresh_token: await w.freshRefreshToken() } }) },
  { route: 'POST /api/auth/logout', expect: anyone, request: () => ({ payload: {} }) },

  // Users: the caller's own account, and public profiles.
  { route: 'GET /api/users/me', expect: signedIn, request: () => ({}) },
  { route: 'PATCH /api/users/me', expect: signedIn, request: () => ({ payload: { currentCity: 'Lisbon' } }) },
  { route: 'GET /api/users/:id', expect: anyone, request: (w) => ({ params: { id: w.hostA.userId } }) },
  { route: 'GET /api/users/slug/:slug', expect: anyone, request: (w) => ({ params: { slug: w.hostA.slug } }) },
  // Someone's tickets: the user themself or staff; hosts see their own guest list instead.
  // E-mail verification: any signed-in user for their own addresses; a verification is its starter's alone.
  { route: 'POST /api/verification/emails', expect: signedIn, request: () => ({ payload: { email: newEmail() } }) },
  {
    route: 'POST /api/verification/emails/verify',
    object: "the attendee's verification",
    expect: { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' },
    request: async (w) => ({ payload: await w.freshEmailVerification() }),
  },
  { route: 'GET /api/users/:id/rsvped-socials', object: "the guest's RSVPs", expect: staffOnly, request: (w) => ({ params: { id: w.guest.userId } }) },

  // Socials: lists.
  { route: 'POST /api/socials', expect: signedIn, request: () => ({ payload: socialBody() }) },
  { route: 'GET /api/socials', expect: signedIn, request: () => ({}) },
  { route: 'GET /api/socials/hosted', expect: signedIn, request: () => ({}) },
  { route: 'GET /api/socials/public', expect: anyone, request: () => ({}) },
  { route: 'GET /api/socials/reviewing-publicity', expect: staffOnly, request: () => ({}) },

  // Co-host invitations: everyone their own; an invitation is its invitee's alone (404 for others: it does not exist for them).
  { route: 'GET /api/socials/cohost-invitations', expect: signedIn, request: () => ({}) },
  {
    route: 'POST /api/socials/:id/cohost-invitation/accept',
    object: "the attendee's invitation",
    expect: { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' },
    request: async (w) => ({ ...bySocial(await w.freshCoHostInvitation()), payload: {} }),
  },
  {
    route: 'POST /api/socials/:id/cohost-invitation/decline',
    object: "the attendee's invitation",
    expect: { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' },
    request: async (w) => ({ ...bySocial(await w.freshCoHostInvitation()), payload: {} }),
  },

  // Socials: one social, by id and by slug.
  { route: 'GET /api/socials/:id', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id', object: 'private social', expect: anyone, request: (w) => bySocial(w.privateSocial) },
  { route: 'GET /api/socials/:id', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
  { route: 'GET /api/socials/slug/:slug', object: 'public social', expect: anyone, request: (w) => bySlug(w.publicSocial) },
  { route: 'GET /api/socials/slug/:slug', object: 'private social', expect: anyone, request: (w) => bySlug(w.privateSocial) },
  { route: 'GET /api/socials/slug/:slug', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySlug(w.deletedSocial) },
  {
    route: 'PATCH /api/socials/:id',
    object: 'public social',
    expect: hostsAndStaff,
    request: (w) => ({ ...bySocial(w.publicSocial), payload: { title: 'Edited by the matrix' }, writes: { social: w.publicSocial.id } }),
  },
  {
    route: 'PATCH /api/socials/:id',
    object: 'deleted social',
    expect: deletedSocialSignedIn,
    request: (w) => ({ ...bySocial(w.deletedSocial), payload: { title: 'Edited after deletion' }, writes: { social: w.deletedSocial.id } }),
  },
  {
    route: 'PATCH /api/socials/:id',
    object: 'approval status of a public social',
    expect: staffOnly,
    request: (w) => ({ ...bySocial(w.publicSocial), payload: { publicApprovalStatus: 'APPROVED' }, writes: { social: w.publicSocial.id } }),
  },
  // Deleting is for the owner (host A here) and staff.
  {
    route: 'DELETE /api/socials/:id',
    object: 'new public social',
    expect: hostsAndStaff,
    request: async (w) => {
      const social = await w.freshSocial('public');
      return { ...bySocial(social), writes: { social: social.id } };
    },
  },

  // RSVPs.
  {
    route: 'POST /api/socials/:id/rsvps',
    object: 'new public social',
    expect: signedIn,
    request: async (w) => {
      const social = await w.freshSocial('public');
      return { ...bySocial(social), payload: {}, writes: { social: social.id } };
    },
  },
  {
    route: 'POST /api/socials/:id/rsvps',
    object: 'new private social',
    expect: signedIn,
    request: async (w) => {
      const social = await w.freshSocial('private');
      return { ...bySocial(social), payload: {}, writes: { social: social.id } };
    },
  },
  {
    route: 'POST /api/socials/:id/rsvps',
    object: 'deleted social',
    expect: goneForSignedIn,
    request: (w) => ({ ...bySocial(w.deletedSocial), payload: {}, writes: { social: w.deletedSocial.id } }),
  },
  { route: 'GET /api/socials/:id/rsvps', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id/rsvps', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
  {
    route: 'DELETE /api/socials/:id/rsvps/:r',
    object: "the guest's RSVP",
    expect: hostsAndStaff,
    request: async (w) => {
      const rsvp = await w.freshRsvp();
      return { params: { id: rsvp.socialId, r: rsvp.id }, writes: { rsvp: rsvp.id } };
    },
  },
  // Host A's social in the path cannot reach an RSVP of host B's social: hosting one social gives no hold on another's RSVPs.
  {
    route: 'DELETE /api/socials/:id/rsvps/:r',
    object: "an RSVP of host B's social named under host A's social",
    expect: goneForSignedIn,
    request: (w) => ({ params: { id: w.publicSocial.id, r: w.otherHostRsvp.id }, writes: { rsvp: w.otherHostRsvp.id } }),
  },

  // RSVPs: the host's side. Host B's RSVP named under host A's social is out of reach like on DELETE.
  {
    route: 'GET /api/socials/:id/rsvps',
    object: 'filtered page',
    expect: hostsAndStaff,
    request: (w) => ({ ...bySocial(w.publicSocial), query: { status: 'APPROVED', grade: 'UNGRADED', limit: '5' } }),
  },
  {
    route: 'PATCH /api/socials/:id/rsvps/:r',
    object: "grade of the guest's RSVP",
    expect: hostsAndStaff,
    request: async (w) => {
      const rsvp = await w.freshRsvp();
      return { params: { id: rsvp.socialId, r: rsvp.id }, payload: { grade: 'YES_GRADE' }, writes: { rsvp: rsvp.id } };
    },
  },
  // The attendee's own fields: only the guest may change them, not even the hosts or staff.
  {
    route: 'PATCH /api/socials/:id/rsvps/:r',
    object: "the guest's own fields of their RSVP",
    expect: { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '403' },
    request: async (w) => {
      const rsvp = await w.freshRsvp();
      return { params: { id: rsvp.socialId, r: rsvp.id }, payload: { hideFromGuestList: true }, writes: { rsvp: rsvp.id } };
    },
  },
  {
    route: 'PATCH /api/socials/:id/rsvps/:r',
    object: "an RSVP of host B's social named under host A's social",
    expect: goneForSignedIn,
    request: (w) => ({ params: { id: w.publicSocial.id, r: w.otherHostRsvp.id }, payload: { status: 'REJECTED' }, writes: { rsvp: w.otherHostRsvp.id } }),
  },
  {
    route: 'PATCH /api/socials/:id/rsvps',
    object: "the guest's RSVP",
    expect: hostsAndStaff,
    request: async (w) => {
      const rsvp = await w.freshRsvp();
      return { params: { id: rsvp.socialId }, payload: { rsvpIds: [rsvp.id], status: 'WAITLIST' }, writes: { rsvp: rsvp.id } };
    },
  },
  // Refused as a non-host of host A's social (403) before any RSVP is looked up; hosts and staff then find no such RSVP there (404).
  {
    route: 'PATCH /api/socials/:id/rsvps',
    object: "an RSVP of host B's social named under host A's social",
    expect: { anonymous: '401', attendee: '403', host: '404', otherHost: '403', admin: '404' },
    request: (w) => ({ params: { id: w.publicSocial.id }, payload: { rsvpIds: [w.otherHostRsvp.id], status: 'REJECTED' }, writes: { rsvp: w.otherHostRsvp.id } }),
  },
  { route: 'POST /api/socials/:id/rsvp-summary-csv', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
  { route: 'POST /api/socials/:id/rsvp-summary-csv', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
  // Post-RSVP requests: the attendee's (the guest's here) own; hosts and staff may read them. Anyone else: no such request.
  {
    route: 'GET /api/socials/post-rsvp-request/:id',
    object: "the guest's RSVP",
    expect: { anonymous: '401', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' },
    request: async (w) => ({ params: { id: (await w.freshRsvp()).id } }),
  },
  {
    route: 'POST /api/socials/post-rsvp-request/:id/submit',
    object: "the guest's RSVP",
    expect: { anonymous: '401', attendee: '404', host: '403', otherHost: '404', admin: '403' },
    request: async (w) => ({ params: { id: (await w.freshRsvp()).id }, payload: { answers: [] } }),
  },
  // Who is going: the count is public like the social; names need a sign-in (checked in the route's own tests).
  { route: 'GET /api/socials/:id/homiesgoing', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id/homiesgoing', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },

  // Socials: more lists. Public lists are open to everyone; the caller's own lists need a sign-in.
  { route: 'GET /api/getPublicSocialsV2', expect: anyone, request: () => ({}) },
  { route: 'GET /api/getPastSocialsV2', expect: anyone, request: () => ({}) },
  { route: 'GET /api/socials/past', expect: anyone, request: (w) => ({ query: { cityId: w.cityId } }) },
  { route: 'GET /api/socials/public-feature', expect: anyone, request: () => ({}) },
  { route: 'GET /api/socials/past-feature', expect: anyone, request: () => ({}) },
  { route: 'GET /api/socials/homepage-feature', expect: anyone, request: () => ({ query: { section: 'THIS_WEEK' } }) },
  { route: 'POST /api/socials/search', expect: anyone, request: () => ({ payload: { text: 'matrix' } }) },
  { route: 'GET /api/socials/subscribed', expect: signedIn, request: () => ({}) },
  { route: 'GET /api/socials/my-past', expect: signedIn, request: () => ({}) },

  // Socials: hosts' actions on one social.
  {
    route: 'POST /api/socials/:id/cancel',
    object: 'new public social',
    expect: hostsAndStaff,
    request: async (w) => {
      const social = await w.freshSocial('public');
      return { ...bySocial(social), writes: { social: social.id } };
    },
  },
  {
    route: 'POST /api/socials/:id/cancel',
    object: 'deleted social',
    expect: deletedSocialSignedIn,
    // No `writes`: the deleted social is shared, so the host's call cancels it and staff's then changes nothing.
    request: (w) => bySocial(w.deletedSocial),
  },
  // A copy shows the questionnaire and settings: hosts and staff only.
  { route: 'GET /api/socials/:id/duplicate', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id/duplicate', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
  { route: 'GET /api/socials/:id/calendar.ics', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id/calendar.ics', object: 'private social', expect: anyone, request: (w) => bySocial(w.privateSocial) },
  { route: 'GET /api/socials/:id/calendar.ics', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },

  // Attendance: the settings and the event's check-in code are the hosts'; check-ins depend on the method.
  { route: 'GET /api/socials/:id/attendance', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
  { route: 'GET /api/socials/:id/attendance', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
  {
    route: 'PATCH /api/socials/:id/attendance',
    object: 'new public social',
    expect: hostsAndStaff,
    request: async (w) => {
      const social = await w.freshSocial('public');
      return { ...bySocial(social), payload: { status: 'PENDING' }, writes: { social: social.id } };
    },
  },
  // Scanning an attendee's ticket is the hosts' job; the scanned RSVP must belong to the social in the path.
  {
    route: 'POST /api/socials/:id/rsvps/attendances',
    object: "the guest's ticket, scanned (HOST_QRCODE)",
    expect: hostsAndStaff,
    request: async (w) => {
      const rsvp = await w.freshCheckInRsvp();
      return { params: { id: rsvp.socialId }, payload: { method: 'HOST_QRCODE', rsvpId: rsvp.id }, writes: { rsvp: rsvp.id } };
    },
  },
  {
    route: 'POST /api/socials/:id/rsvps/attendances',
    object: "an RSVP of host B's social scanned under host A's social",
    expect: { anonymous: '401', attendee: '403', host: '404', otherHost: '403', admin: '404' },
    request: (w) => ({ params: { id: w.publicSocial.id }, payload: { method: 'HOST_QRCODE', rsvpId: w.otherHostRsvp.id }, writes: { rsvp: w.otherHostRsvp.id } }),
  },
  ...PAYMENTS_MATRIX,
  ...PROMO_BANK_DISPUTE_MATRIX,
];

/** The URL of an entry's request: the route with its path parameters filled in, plus the query. */
export function requestUrl(route: RouteKey, request: MatrixRequest): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const filled = path.replace(/:(\w+)|\*/g, (token: string, name: string | undefined) => {
    const value = request.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${route}: the request gives no value for ${token}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

/** "GET /api/socials/:id (deleted social)" */
export function entryName(entry: MatrixEntry): string {
  return entry.object ? `${entry.route} (${entry.object})` : entry.route;
}
