import { randomUUID } from 'node:crypto';
import type { Rsvp } from '@socials/domain';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { cities } from '../db/schema';
import { describeOnOneDatabase } from '../test/harness';
import { collectRouteTable, type RouteKey } from '../test/route-table';
import { entryName, loadAuthorizationMatrix, requestUrl } from './authorization-matrix';
import {
  ACTIVE_ROLES,
  outcomeFor,
  socialBody,
  type ActiveRole,
  type MatrixRequest,
  type MatrixWorld,
  type Outcome,
  type RsvpRef,
  type SeedContext,
  type SocialRef,
} from './matrix';
import { bearer } from '../test/kit';

const AREAS = await loadAuthorizationMatrix();
const ENTRIES = AREAS.flatMap((area) => area.entries.map((entry) => ({ ...entry, file: area.file })));
const WATCHES = Object.assign({}, ...AREAS.map((area) => area.watches ?? {})) as NonNullable<(typeof AREAS)[number]['watches']>;

function isOutcome(status: number, outcome: Outcome): boolean {
  if (outcome === '2xx') return status >= 200 && status < 300;
  if (outcome === '3xx') return status >= 300 && status < 400;
  return status === Number(outcome);
}

const routesInMatrix = new Map(ENTRIES.map((entry) => [entry.route, entry.file]));

describeOnOneDatabase('authorization matrix', (h) => {
  /** Each role's bearer token; null for the anonymous visitor. */
  let tokens: Record<ActiveRole, string | null>;
  let world: MatrixWorld;

  async function send(method: string, url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) {
    return h().app.inject({
      method: method as HTTPMethods,
      url,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : (payload as object) }),
    });
  }

  /** For the seeding only: a request that must succeed. */
  async function sendOk<T>(method: string, url: string, token: string | null, payload?: unknown): Promise<T> {
    const res = await send(method, url, token, payload);
    if (res.statusCode >= 300) throw new Error(`Seeding failed: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  /** What a refused write must leave untouched, as the area that watches that kind of object reads it. */
  async function storedState(writes: NonNullable<MatrixRequest['writes']>): Promise<unknown> {
    return Promise.all(
      Object.entries(writes).map(([kind, id]) => {
        const watch = WATCHES[kind];
        if (!watch) throw new Error(`No area's matrix watches "${kind}": add watches.${kind} to the matrix file of the area that stores it`);
        return watch(h().db, id);
      }),
    );
  }

  beforeAll(async () => {
    const { signIn, db, outbox } = h();
    const hostA = await signIn('matrix-host-a@example.com', { firstName: 'Ann', lastName: 'Host' });
    const hostB = await signIn('matrix-host-b@example.com', { firstName: 'Ben', lastName: 'Host' });
    const attendee = await signIn('matrix-attendee@example.com', { firstName: 'Ada', lastName: 'Tendee' });
    const guest = await signIn('matrix-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
    const admin = await signIn('matrix-admin@example.com', { admin: true, firstName: 'Sam', lastName: 'Staff' });
    // Made a member of host A's circle by the circles area's seed.
    const circleMember = await signIn('matrix-circle-member@example.com', { firstName: 'Cid', lastName: 'Member' });
    // Made a member of a patron sponsoring host A's public social by the patrons area's seed.
    const patron = await signIn('matrix-patron@example.com', { firstName: 'Pat', lastName: 'Ron' });
    tokens = {
      anonymous: null,
      attendee: attendee.token,
      host: hostA.token,
      otherHost: hostB.token,
      admin: admin.token,
      circleMember: circleMember.token,
      patron: patron.token,
    };

    const cityId = `matrix-city-${randomUUID().slice(0, 8)}`;
    await db.insert(cities).values({ id: cityId, name: 'Matrixville', country: 'US', timezone: 'America/New_York' });

    async function createSocial(ownerToken: string, kind: 'public' | 'private'): Promise<SocialRef> {
      const social = await sendOk<SocialRef>('POST', '/api/socials', ownerToken, socialBody({ cityId, isPublic: kind === 'public' }));
      if (kind === 'public') await sendOk('PATCH', `/api/socials/${social.id}`, admin.token, { publicApprovalStatus: 'APPROVED' });
      return { id: social.id, slug: social.slug };
    }

    async function guestRsvp(social: SocialRef): Promise<RsvpRef> {
      const rsvp = await sendOk<Rsvp>('POST', `/api/socials/${social.id}/rsvps`, guest.token, {});
      return { id: rsvp.id, socialId: social.id };
    }

    async function codeMailedTo(email: string): Promise<string> {
      const code = /\b(\d{6})\b/.exec((await outbox(email))[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`Seeding failed: no code was e-mailed to ${email}`);
      return code;
    }

    /** One host's data: a public approved social with the guest's RSVP, and a private social with one too. */
    async function seedTenant(hostToken: string) {
      const publicSocial = await createSocial(hostToken, 'public');
      const privateSocial = await createSocial(hostToken, 'private');
      return { publicSocial, privateSocial, publicRsvp: await guestRsvp(publicSocial), privateRsvp: await guestRsvp(privateSocial) };
    }

    const tenantA = await seedTenant(hostA.token);
    const tenantB = await seedTenant(hostB.token);
    const deletedSocial = await createSocial(hostA.token, 'public');
    await sendOk('DELETE', `/api/socials/${deletedSocial.id}`, hostA.token);
    const hostAProfile = await sendOk<{ slug: string }>('GET', '/api/users/me', hostA.token);

    const common = {
      cityId,
      hostA: { userId: hostA.userId, slug: hostAProfile.slug },
      guest: { userId: guest.userId },
      publicSocial: tenantA.publicSocial,
      privateSocial: tenantA.privateSocial,
      deletedSocial,
      otherHostRsvp: tenantB.publicRsvp,
      freshSocial: (kind) => createSocial(hostA.token, kind),
      freshRsvp: async () => guestRsvp(await createSocial(hostA.token, 'public')),
    } satisfies Partial<MatrixWorld>;
    // Each area adds its objects; the fresh… functions read the finished world when they run.
    world = common as MatrixWorld;
    const context: SeedContext = {
      h: h(),
      actors: { hostA, hostB, attendee, guest, admin, circleMember, patron },
      world,
      sendOk,
      createSocial,
      guestRsvp,
      codeMailedTo,
    };
    for (const area of AREAS) if (area.seed) Object.assign(world, await area.seed(context));
  });

  describe('the route table', () => {
    it('has a matrix entry for every route the server registers', async () => {
      const routes = await collectRouteTable(h().services);
      const unstated = routes.filter((route) => !routesInMatrix.has(route));
      expect(
        unstated,
        unstated
          .map(
            (route) => `The server has "${route}" but no matrix file has an entry for it: state who may call it in its area's modules/<area>/<area>.matrix.ts`,
          )
          .join('\n'),
      ).toEqual([]);
    });

    it('names only routes the server registers', async () => {
      const routes = new Set<RouteKey>(await collectRouteTable(h().services));
      const stale = [...routesInMatrix.keys()].filter((route) => !routes.has(route));
      expect(
        stale,
        stale.map((route) => `${routesInMatrix.get(route)} has an entry for "${route}", which the server no longer has: remove or rename it`).join('\n'),
      ).toEqual([]);
    });

    it('leaves the development-only routes out of production, and only those', async () => {
      const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
      // Production without PAYMENT_PROVIDER has no payment provider, so the test provider's pages are gone too.
      const routes = new Set<RouteKey>(await collectRouteTable({ ...h().services, config: production, payments: null }));
      for (const entry of ENTRIES) {
        expect(routes.has(entry.route), `${entry.route} in production`).toBe(!entry.devOnly);
      }
    });
  });

  for (const entry of ENTRIES) {
    describe(entryName(entry), () => {
      for (const role of ACTIVE_ROLES) {
        const outcome = outcomeFor(entry.expect, role);
        it(`${role}: ${outcome}`, async () => {
          const request = await entry.request(world);
          const method = entry.route.slice(0, entry.route.indexOf(' '));
          const url = requestUrl(entry.route, request);
          const before = request.writes && (await storedState(request.writes));

          const res = await send(method, url, tokens[role], request.payload, request.headers);

          expect(isOutcome(res.statusCode, outcome), `${role} ${method} ${url} answered ${res.statusCode} ${res.body}`).toBe(true);
          // A 404 must come from the route itself, not from a request that missed it.
          if (res.statusCode === 404) expect(res.body).not.toContain(`Route ${method}`);
          if (request.writes) {
            const after = await storedState(request.writes);
            // A write that goes through shows in the stored state, which proves the unchanged check can see a change.
            if (outcome === '2xx') expect(after).not.toEqual(before);
            else expect(after, 'a refused write changed the stored object').toEqual(before);
          }
        });
      }
    });
  }
});
