/**
 * What an area's authorization-matrix file (modules/<area>/<area>.matrix.ts) is made of: its
 * entries (who may call each of its routes), what it adds to the seeded world, and the stored
 * objects it watches. authorization-matrix.test.ts composes every area's file; see
 * authorization-matrix.ts for the roles and the visibility decisions behind the outcomes.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../core/db';
import type { Harness } from '../test/harness';
import type { RouteKey } from '../test/route-table';
import { DAY, HOUR, type TestUser } from '../test/kit';

/** The callers checked today. */
export const ACTIVE_ROLES = ['anonymous', 'attendee', 'host', 'otherHost', 'admin', 'circleMember', 'patron'] as const;

/** Roles the product will have once their routes exist (none left: add one here before its first route). */
export const PLANNED_ROLES = [] as const;

export type ActiveRole = (typeof ACTIVE_ROLES)[number];
export type PlannedRole = (typeof PLANNED_ROLES)[number];
export type Role = ActiveRole | PlannedRole;

/** Any 2xx status, any 3xx redirect, or exactly this error status. */
export type Outcome = '2xx' | '3xx' | '400' | '401' | '403' | '404';

/** The roles stated only where they matter: elsewhere each is a signed-in stranger to the object, see outcomeFor. */
type SituationalRole = 'circleMember' | 'patron';

/**
 * Each role's outcome. The circle member (a member of host A's circle, with no RSVP, review or
 * social of their own) is stated where being in the circle matters, the patron (a member of the
 * patrons area's seeded patron, which sponsors host A's public social) where acting for a patron
 * matters; elsewhere they are signed-in strangers to the object, see outcomeFor.
 */
export type Outcomes = Record<Exclude<ActiveRole, SituationalRole>, Outcome> & Partial<Record<SituationalRole, Outcome>>;

/**
 * A role's expected outcome. Unless stated, the circle member and the patron fare as a signed-in user to whom
 * the object means nothing: like the attendee and the other host when they agree, otherwise like
 * whichever of the two is refused (the other one owns or holds the object).
 */
export function outcomeFor(outcomes: Outcomes, role: ActiveRole): Outcome {
  if (role !== 'circleMember' && role !== 'patron') return outcomes[role];
  const stated = outcomes[role];
  if (stated) return stated;
  const { attendee, otherHost } = outcomes;
  const allowed = (outcome: Outcome) => outcome === '2xx' || outcome === '3xx';
  return attendee === otherHost || !allowed(attendee) ? attendee : otherHost;
}

export interface SocialRef {
  id: string;
  slug: string;
}

export interface RsvpRef {
  id: string;
  socialId: string;
}

/**
 * The seeded data the request builders pick their objects from. The test seeds what every area
 * needs (below); an area that needs more declares it in its matrix file
 * (`declare module '../../security/matrix' { interface MatrixWorld { … } }`) and seeds it.
 */
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
}

export interface MatrixRequest {
  /** Values for the route's path parameters, e.g. { id } for /api/socials/:id. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  /** Extra request headers, e.g. a webhook's signature. */
  headers?: Record<string, string>;
  /**
   * The stored object this request would change, by the kind an area watches (`{ social: id }`):
   * when the request is refused, it must stay exactly as it was.
   */
  writes?: Readonly<Record<string, string>>;
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

/** The signed-in callers behind the roles, and the tools an area's seed builds its objects with. */
export interface SeedContext {
  h: Harness;
  actors: { hostA: TestUser; hostB: TestUser; attendee: TestUser; guest: TestUser; admin: TestUser; circleMember: TestUser; patron: TestUser };
  /** The world being seeded: read other areas' objects from it when a fresh… function runs, not while seeding. */
  world: MatrixWorld;
  /** A request that must succeed. */
  sendOk<T>(method: string, url: string, token: string | null, payload?: unknown): Promise<T>;
  /** A new social of the owner, approved by staff when public. */
  createSocial(ownerToken: string, kind: 'public' | 'private'): Promise<SocialRef>;
  /** The guest's RSVP to the social. */
  guestRsvp(social: SocialRef): Promise<RsvpRef>;
  /** The 6-digit code in the newest e-mail to this address. */
  codeMailedTo(email: string): Promise<string>;
}

/** One area's part of the matrix. */
export interface AreaMatrix {
  entries: readonly MatrixEntry[];
  /** Adds the area's objects to the world, once before the checks. */
  seed?(context: SeedContext): Promise<Partial<MatrixWorld>>;
  /** The stored state of an object a refused write must leave untouched, per kind of `writes`. */
  watches?: Readonly<Record<string, (db: Db, id: string) => Promise<unknown>>>;
}

// Outcome rows the areas share.
export const everyone = (outcome: Outcome): Outcomes => ({ anonymous: outcome, attendee: outcome, host: outcome, otherHost: outcome, admin: outcome });
export const anyone = everyone('2xx');
export const signedIn: Outcomes = { ...anyone, anonymous: '401' };
export const hostsAndStaff: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx' };
export const staffOnly: Outcomes = { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '2xx' };
/** A deleted social, read without signing in or by someone who is neither its host nor staff. */
export const deletedSocialRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' };
/** The same, on routes that need a signed-in caller before they look at the social. */
export const deletedSocialSignedIn: Outcomes = { ...deletedSocialRead, anonymous: '401' };
/** Objects nobody may reach this way: anonymous callers are turned away first. */
export const goneForSignedIn: Outcomes = { anonymous: '401', attendee: '404', host: '404', otherHost: '404', admin: '404' };
/** The attendee's own object (a verification, an invitation): it does not exist for anyone else. */
export const attendeeOnly: Outcomes = { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' };

// Request builders the areas share.
export const bySocial = (social: SocialRef): MatrixRequest => ({ params: { id: social.id } });
export const bySlug = (social: SocialRef): MatrixRequest => ({ params: { slug: social.slug } });
export const newEmail = (): string => `matrix-${randomUUID()}@example.com`;

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
