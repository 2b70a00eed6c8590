import { randomInt, randomUUID } from 'node:crypto';
import type { Rsvp, Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { cities, rsvps, socials } from '../db/schema';
import { describeOnOneDatabase } from '../test/harness';
import { collectRouteTable, type RouteKey } from '../test/route-table';
import { signTestWebhook } from '../modules/payments';
import { buyTicket, checkoutPath, createPaidSocial, openCheckout } from '../test/payments-kit';
import {
  ACTIVE_ROLES,
  AUTHORIZATION_MATRIX,
  entryName,
  requestUrl,
  socialBody,
  type ActiveRole,
  type MatrixRequest,
  type MatrixWorld,
  type Outcome,
  type RsvpRef,
  type SocialRef,
} from './authorization-matrix';

const MATRIX_FILE = 'src/security/authorization-matrix.ts';

function isOutcome(status: number, outcome: Outcome): boolean {
  if (outcome === '2xx') return status >= 200 && status < 300;
  if (outcome === '3xx') return status >= 300 && status < 400;
  return status === Number(outcome);
}

const routesInMatrix = new Set(AUTHORIZATION_MATRIX.map((entry) => entry.route));

describeOnOneDatabase('authorization matrix', (h) => {
  /** Each role's bearer token; null for the anonymous visitor. */
  let tokens: Record<ActiveRole, string | null>;
  let world: MatrixWorld;

  async function send(method: string, url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) {
    return h().app.inject({
      method: method as HTTPMethods,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : (payload as object) }),
    });
  }

  /** For the seeding only: a request that must succeed. */
  async function sendOk<T>(method: string, url: string, token: string | null, payload?: unknown): Promise<T> {
    const res = await send(method, url, token, payload);
    if (res.statusCode >= 300) throw new Error(`Seeding failed: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  /** What a refused write must leave untouched: the stored row, and for an RSVP also the seats it holds. */
  async function storedState(writes: NonNullable<MatrixRequest['writes']>): Promise<unknown> {
    const { db } = h();
    if ('social' in writes) return db.select().from(socials).where(eq(socials.id, writes.social));
    const [rsvp] = await db.select().from(rsvps).where(eq(rsvps.id, writes.rsvp));
    const seats = rsvp && (await db.select({ confirmedPax: socials.confirmedPax }).from(socials).where(eq(socials.id, rsvp.socialId)));
    return { rsvp, seats };
  }

  beforeAll(async () => {
    const { signIn, db, outbox, app } = h();
    const hostA = await signIn('matrix-host-a@example.com', { firstName: 'Ann', lastName: 'Host' });
    const hostB = await signIn('matrix-host-b@example.com', { firstName: 'Ben', lastName: 'Host' });
    const attendee = await signIn('matrix-attendee@example.com', { firstName: 'Ada', lastName: 'Tendee' });
    const guest = await signIn('matrix-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
    const admin = await signIn('matrix-admin@example.com', { admin: true, firstName: 'Sam', lastName: 'Staff' });
    tokens = { anonymous: null, attendee: attendee.token, host: hostA.token, otherHost: hostB.token, admin: admin.token };

    const cityId = `matrix-city-${randomUUID().slice(0, 8)}`;
    await db.insert(cities).values({ id: cityId, name: 'Matrixville', country: 'US', timezone: 'America/New_York' });

    async function createSocial(ownerToken: string, kind: 'public' | 'private'): Promise<SocialRef> {
      const social = await sendOk<Social>('POST', '/api/socials', ownerToken, socialBody({ cityId, isPublic: kind === 'public' }));
      if (kind === 'public') await sendOk('PATCH', `/api/socials/${social.id}`, admin.token, { publicApprovalStatus: 'APPROVED' });
      return { id: social.id, slug: social.slug };
    }

    async function guestRsvp(social: SocialRef): Promise<RsvpRef> {
      const rsvp = await sendOk<Rsvp>('POST', `/api/socials/${social.id}/rsvps`, guest.token, {});
      return { id: rsvp.id, socialId: social.id };
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

    async function freshSignInCode() {
      const email = `matrix-${randomUUID()}@example.com`;
      // Its own made-up client address, like the harness's sign-ins, so that the per-IP limit never applies.
      const remoteAddress = `10.99.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      await app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
      const code = /\b(\d{6})\b/.exec((await outbox(email))[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`Seeding failed: no sign-in code for ${email}`);
      return { email, code };
    }

    const guestUser = { token: guest.token, userId: guest.userId };
    async function freshPaidSocial() {
      const social = await createPaidSocial(h(), hostA, { cityId, isPublic: true });
      await sendOk('PATCH', `/api/socials/${social.id}`, admin.token, { publicApprovalStatus: 'APPROVED' });
      return { id: social.id, slug: social.slug, ticketTierId: social.ticketTiers[0]?.id ?? '' };
    }
    const paidSocial = await createPaidSocial(h(), hostA, { cityId, isPublic: true });
    const paidRsvp = await buyTicket(h(), guestUser, paidSocial);
    // The attendee role is a payer of paidSocial: the routes for payers (disputes) see one role that may.
    await buyTicket(h(), { token: attendee.token, userId: attendee.userId }, paidSocial);

    world = {
      cityId,
      paidSocial: { id: paidSocial.id, slug: paidSocial.slug, ticketTierId: paidSocial.ticketTiers[0]?.id ?? '' },
      paidRsvp: { id: paidRsvp.rsvpId, socialId: paidSocial.id, paymentId: paidRsvp.id },
      freshPaidSocial,
      freshPromoCode: () =>
        sendOk<{ id: string }>('POST', `/api/socials/${paidSocial.id}/promo-codes`, hostA.token, { code: `M${randomUUID().slice(0, 8)}`, discountType: 'PERCENT', value: 10 }),
      freshCheckoutSession: async () => {
        const social = await createPaidSocial(h(), hostA, { cityId });
        const session = await openCheckout(h(), guestUser, social);
        return { sessionId: checkoutPath(session).split('/').pop() ?? '', paymentId: session.paymentId };
      },
      signedWebhook: () => {
        const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_matrix' } } });
        return { payload, signature: signTestWebhook(payload, h().config.payments.webhookSecret) };
      },
      hostA: { userId: hostA.userId, slug: hostAProfile.slug },
      guest: { userId: guest.userId },
      publicSocial: tenantA.publicSocial,
      privateSocial: tenantA.privateSocial,
      deletedSocial,
      otherHostRsvp: tenantB.publicRsvp,
      freshSocial: (kind) => createSocial(hostA.token, kind),
      freshRsvp: async () => guestRsvp(await createSocial(hostA.token, 'public')),
      freshCoHostInvitation: async () => {
        const social = await sendOk<Social>('POST', '/api/socials', hostA.token, socialBody({ cityId, hostIds: [attendee.userId] }));
        return { id: social.id, slug: social.slug };
      },
      freshCheckInRsvp: async () => {
        const social = await createSocial(hostA.token, 'public');
        await sendOk('PATCH', `/api/socials/${social.id}`, hostA.token, { attendance: { methods: ['HOST_QRCODE'] } });
        await sendOk('PATCH', `/api/socials/${social.id}/attendance`, hostA.token, { status: 'PENDING' });
        await sendOk('PATCH', `/api/socials/${social.id}/attendance`, hostA.token, { status: 'OPEN' });
        return guestRsvp(social);
      },
      freshSignInCode,
      freshEmailVerification: async () => {
        const email = `matrix-${randomUUID()}@example.com`;
        const started = await sendOk<{ emailVerificationId: string }>('POST', '/api/verification/emails', attendee.token, { email });
        const code = /\b(\d{6})\b/.exec((await outbox(email))[0]?.text ?? '')?.[1];
        if (!code) throw new Error(`Seeding failed: no verification code for ${email}`);
        return { emailVerificationId: started.emailVerificationId, code };
      },
      freshRefreshToken: async () => (await sendOk<{ refresh_token: string }>('POST', '/api/auth/oauth/token', null, await freshSignInCode())).refresh_token,
    };
  });

  describe('the route table', () => {
    it('has a matrix entry for every route the server registers', async () => {
      const routes = await collectRouteTable(h().services);
      const unstated = routes.filter((route) => !routesInMatrix.has(route));
      expect(
        unstated,
        unstated.map((route) => `The server has "${route}" but ${MATRIX_FILE} has no entry for it: state who may call it`).join('\n'),
      ).toEqual([]);
    });

    it('names only routes the server registers', async () => {
      const routes = new Set<RouteKey>(await collectRouteTable(h().services));
      const stale = [...routesInMatrix].filter((route) => !routes.has(route));
      expect(
        stale,
        stale.map((route) => `${MATRIX_FILE} has an entry for "${route}", which the server no longer has: remove or rename it`).join('\n'),
      ).toEqual([]);
    });

    it('leaves the development-only routes out of production, and only those', async () => {
      const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
      // Production without PAYMENT_PROVIDER has no payment provider, so the test provider's pages are gone too.
      const routes = new Set<RouteKey>(await collectRouteTable({ ...h().services, config: production, payments: null }));
      for (const entry of AUTHORIZATION_MATRIX) {
        expect(routes.has(entry.route), `${entry.route} in production`).toBe(!entry.devOnly);
      }
    });
  });

  for (const entry of AUTHORIZATION_MATRIX) {
    describe(entryName(entry), () => {
      for (const role of ACTIVE_ROLES) {
        const outcome = entry.expect[role];
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
