import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './core/access-token';
import { loadConfig, type Config } from './core/config';
import { migrateDatabase, openDatabase } from './core/db';
import { outbox, payments, refunds, rsvps, socials, ticketTiers, users } from './db/schema';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';
import { createPostgresDatabase } from './test/harness';
import { bearer, DAY, HOUR } from './test/kit';
import { startServer, until, type ServerProcess } from './test/server-process';

// The whole server as a separate process, killed with SIGKILL in the middle of its work and started
// again on the same database: what was committed before the kill (mail, refunds) is done after the
// restart, exactly once. Then a SIGTERM with requests in flight: none is reset, and it exits 0.

const PAID_GUESTS = 40;
const FREE_GUESTS = 30;
const TICKET_CENTS = 2500;
const JWT_SECRET = 'restart-test-secret-restart-test-secret';

interface World {
  hostToken: string;
  paidSocialId: string;
  freeSocialId: string;
  guestTokens: string[];
  guestEmails: string[];
  paymentIntents: string[];
}

/** A host with a paid social that 40 guests paid for, and a free social; written straight to the database. */
async function fillDatabase(config: Config): Promise<World> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.db, database.kind, config.databaseUrl);
    const { db } = database;
    const [host] = await db.insert(users).values({ slug: 'restart-host', email: 'host@restart.test', firstName: 'Host' }).returning();
    const guests = await db
      .insert(users)
      .values(
        Array.from({ length: PAID_GUESTS + FREE_GUESTS }, (_, i) => ({ slug: `restart-guest-${i}`, email: `guest-${i}@restart.test`, firstName: `Guest${i}` })),
      )
      .returning();
    const starts = new Date(Date.now() + 7 * DAY);
    const ends = new Date(starts.getTime() + 3 * HOUR);
    const common = { ownerId: host!.id, eventAt: starts, eventEndAt: ends, timezone: 'UTC', isPublic: false };
    const [paid] = await db
      .insert(socials)
      .values({ ...common, slug: 'restart-paid', title: 'Paid dinner', confirmedPax: PAID_GUESTS })
      .returning();
    const [free] = await db
      .insert(socials)
      .values({ ...common, slug: 'restart-free', title: 'Free meetup' })
      .returning();
    const [paidTier] = await db
      .insert(ticketTiers)
      .values({ socialId: paid!.id, name: 'Dinner', type: 'PAID', ticketPriceCents: TICKET_CENTS, position: 0, sold: PAID_GUESTS })
      .returning();
    await db.insert(ticketTiers).values({ socialId: free!.id, name: 'General', type: 'FREE', position: 0 });
    const paidGuests = guests.slice(0, PAID_GUESTS);
    const paidRsvps = await db
      .insert(rsvps)
      .values(paidGuests.map((guest) => ({ socialId: paid!.id, userId: guest.id, ticketTierId: paidTier!.id, status: 'APPROVED' as const })))
      .returning();
    const paymentIntents = paidRsvps.map((_, i) => `pi_restart_${i}`);
    await db.insert(payments).values(
      paidRsvps.map((rsvp, i) => ({
        socialId: paid!.id,
        rsvpId: rsvp.id,
        userId: rsvp.userId,
        ticketTierId: paidTier!.id,
        tierName: 'Dinner',
        status: 'PAID' as const,
        provider: 'STRIPE' as const,
        providerPaymentId: paymentIntents[i],
        ticketPriceCents: TICKET_CENTS,
        totalCents: TICKET_CENTS,
        holdExpiresAt: new Date(),
        paidAt: new Date(),
      })),
    );
    const tokenConfig = { jwtSecret: JWT_SECRET, accessTokenTtlSeconds: 3600 };
    const freeGuests = guests.slice(PAID_GUESTS);
    return {
      hostToken: await signAccessToken(tokenConfig, { userId: host!.id, isAdmin: false }),
      paidSocialId: paid!.id,
      freeSocialId: free!.id,
      guestTokens: await Promise.all(freeGuests.map((guest) => signAccessToken(tokenConfig, { userId: guest.id, isAdmin: false }))),
      guestEmails: freeGuests.map((guest) => guest.email),
      paymentIntents,
    };
  } finally {
    await database.close();
  }
}

/** 50 requests at once on their own connections, SIGTERM as they arrive: each is answered (200, or 503 with Retry-After). */
async function requestsDuringShutdown(server: ServerProcess, pathName: string): Promise<{ status: number; retryAfter?: string }[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const one = () =>
    new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
      const request = http.get(`${server.baseUrl}${pathName}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
      });
      request.on('error', reject);
    });
  const pending = Array.from({ length: 50 }, one);
  await new Promise((resolve) => setTimeout(resolve, 5));
  server.child.kill('SIGTERM');
  const settled = await Promise.allSettled(pending);
  agent.destroy();
  return settled.map((result) => (result.status === 'fulfilled' ? result.value : { status: -1, retryAfter: String(result.reason) }));
}

function describeRestarts(kind: 'pglite' | 'postgres') {
  describe(`the server killed and restarted [${kind}]`, () => {
    let stripe: FakeStripe;
    let config: Config;
    let env: Record<string, string>;
    let world: World;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      stripe = await startFakeStripe();
      let databaseUrl: string | undefined;
      if (kind === 'postgres') {
        const created = await createPostgresDatabase(process.env.DATABASE_URL!);
        databaseUrl = created.url;
        drop = created.drop;
      }
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'socials-restart-')), 'pglite');
      env = {
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JWT_SECRET,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake',
        STRIPE_API_URL: stripe.url,
        JOB_RETRY_DELAY_SECONDS: '1',
        JOB_HEARTBEAT_SECONDS: '10',
        SHUTDOWN_GRACE_MS: '300',
      };
      config = loadConfig({ NODE_ENV: 'test', ...env });
      world = await fillDatabase(config);
    });
    afterAll(async () => {
      await stripe.close();
      await drop?.();
    });

    it('sends every committed RSVP e-mail and refunds every paid guest of a cancelled event exactly once, across two SIGKILLs', {
      timeout: 240_000,
    }, async () => {
      // 1. Without workers: the RSVPs and the cancellation commit their jobs, then the process dies.
      const first = await startServer({ ...env, RUN_WORKERS: 'false' });
      const created = await Promise.all(
        world.guestTokens.map((token) =>
          fetch(`${first.baseUrl}/api/socials/${world.freeSocialId}/rsvps`, {
            method: 'POST',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      expect(created.map((r) => r.status)).toEqual(world.guestTokens.map(() => 201));
      const cancelled = await fetch(`${first.baseUrl}/api/socials/${world.paidSocialId}/cancel`, { method: 'POST', headers: bearer(world.hostToken) });
      expect(cancelled.status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(stripe.refunds.size).toBe(0);

      // 2. With workers, killed again while the refunds are under way.
      stripe.refundDelayMs = 100;
      const second = await startServer(env);
      await until('some refunds', () => stripe.refunds.size >= 8);
      second.child.kill('SIGKILL');
      await second.exited;
      expect(stripe.refunds.size).toBeLessThan(PAID_GUESTS);

      // 3. Started again, the rest is done; cancelling once more starts nothing.
      stripe.refundDelayMs = 0;
      const third = await startServer(env);
      await until('every refund at Stripe', () => stripe.refunds.size === PAID_GUESTS);
      // The jobs the kill cut short are retried once their heartbeat lapses: they find their refund
      // stored, ask Stripe again with its idempotency key (no second refund) and mark it done.
      const rsvpList = await fetch(`${third.baseUrl}/api/socials/${world.paidSocialId}/rsvps?limit=100`, { headers: bearer(world.hostToken) });
      const paidRsvpIds = ((await rsvpList.json()) as { data: { id: string }[] }).data.map((rsvp) => rsvp.id);
      expect(paidRsvpIds).toHaveLength(PAID_GUESTS);
      await until(
        'every refund settled',
        async () => {
          const lists = await Promise.all(
            paidRsvpIds.map(async (rsvpId) => {
              const res = await fetch(`${third.baseUrl}/api/socials/${world.paidSocialId}/rsvps/${rsvpId}/refunds`, { headers: bearer(world.hostToken) });
              return ((await res.json()) as { data: { status: string }[] }).data;
            }),
          );
          return lists.every((refundsOfOne) => refundsOfOne.length === 1 && refundsOfOne[0]?.status === 'SUCCEEDED');
        },
        90_000,
      );
      const again = await fetch(`${third.baseUrl}/api/socials/${world.paidSocialId}/cancel`, { method: 'POST', headers: bearer(world.hostToken) });
      expect(again.status).toBe(200);
      await until('every RSVP e-mail', async () => {
        const mail = (await (await fetch(`${third.baseUrl}/api/dev/outbox`)).json()) as { data: { to: string }[] } | { to: string }[];
        const list = Array.isArray(mail) ? mail : mail.data;
        return world.guestEmails.every((email) => list.some((m) => m.to === email));
      });

      // 4. SIGTERM with 50 requests arriving: each answered, none reset; the process drains and exits 0.
      const answers = await requestsDuringShutdown(third, `/api/socials/${world.freeSocialId}`);
      expect(answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.retryAfter !== undefined))).toEqual([]);
      expect(await third.exited).toEqual({ code: 0, signal: null });

      // What Stripe did: one refund per payment, each for the whole ticket.
      const refundsByIntent = new Map<string, number>();
      for (const refund of stripe.refunds.values()) refundsByIntent.set(refund.paymentIntent, (refundsByIntent.get(refund.paymentIntent) ?? 0) + 1);
      expect([...refundsByIntent.keys()].sort()).toEqual([...world.paymentIntents].sort());
      expect([...refundsByIntent.values()].every((n) => n === 1)).toBe(true);
      expect([...stripe.refunds.values()].every((refund) => refund.amount === TICKET_CENTS)).toBe(true);

      // What we recorded: one succeeded refund per payment, and one e-mail per RSVP.
      const database = await openDatabase(config);
      try {
        const paid = await database.db.select({ id: payments.id }).from(payments).where(eq(payments.socialId, world.paidSocialId));
        const rows = await database.db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentId,
              paid.map((p) => p.id),
            ),
          );
        expect(rows).toHaveLength(PAID_GUESTS);
        expect(new Set(rows.map((row) => row.paymentId)).size).toBe(PAID_GUESTS);
        expect(rows.every((row) => row.status === 'SUCCEEDED' && row.amountCents === TICKET_CENTS)).toBe(true);
        const mails = await database.db.select({ to: outbox.to, subject: outbox.subject }).from(outbox).where(inArray(outbox.to, world.guestEmails));
        expect(mails.filter((m) => m.subject.startsWith("You're going"))).toHaveLength(FREE_GUESTS);
      } finally {
        await database.close();
      }
    });
  });
}

// One database is enough for what this proves (the job queue, keys and shutdown are the same code
// on both) and each run starts the server five times: PostgreSQL when CI provides it, else PGlite.
describeRestarts(process.env.DATABASE_URL ? 'postgres' : 'pglite');
