import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../core/config';
import { openDatabase } from '../../core/db';
import { outbox, payments, refunds, rsvps, socials, users } from '../../db/schema';
import { createMigratedPostgresDatabase } from '../../test/harness';
import { bearer } from '../../test/kit';
import { seatCountMismatches } from '../../test/seat-invariant';
import { startServer, until, type ServerProcess } from '../../test/server-process';
import { createSurgeWorld, inLanes, type SurgeBuyer, type SurgeWorld } from '../../test/surge-world';
import { startWorkerProcess } from '../../test/worker-process';

// A paid surge on PostgreSQL: 120 buyers for 20 seats open checkouts and pay through the test
// provider's page, 12 at a time; the server is killed with SIGKILL once 8 have paid, started again
// on the same database, and every buyer not known to have paid tries again. Whatever was answered
// before the kill is there after it, no seat is sold twice, no buyer pays twice, and each paid
// buyer gets one receipt (sent by a worker process after the restart).

const BUYERS = 120;
const SEATS = 20;
const LANES = 12;
const PAID_BEFORE_KILL = 8;
const JWT_SECRET = 'paid-surge-restart-secret-paid-surge-restart';

/** What one buyer was answered: a checkout (201, its payment), then the provider's page sending them back paid (303). */
interface Journey {
  checkout?: { status: number; paymentId?: string; message?: string };
  paid: boolean;
  /** The connection failed (the server was killed): the outcome is unknown. */
  cut: boolean;
}

async function buyTicket(server: ServerProcess, world: SurgeWorld, buyer: SurgeBuyer): Promise<Journey> {
  const journey: Journey = { paid: false, cut: false };
  try {
    const opened = await fetch(`${server.baseUrl}/api/payments/socials/${world.socialId}/payment-sessions`, {
      method: 'POST',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      body: JSON.stringify({ ticketTierId: world.ticketTierId, returnPath: `/socials/${world.slug}` }),
    });
    const body = (await opened.json()) as { paymentId?: string; checkoutUrl?: string; message?: string };
    journey.checkout = { status: opened.status, paymentId: body.paymentId, message: body.message };
    if (opened.status !== 201 || !body.checkoutUrl) return journey;
    const pay = await fetch(`${server.baseUrl}${new URL(body.checkoutUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
      redirect: 'manual',
    });
    journey.paid = pay.status === 303 && (pay.headers.get('location') ?? '').includes('payment=success');
  } catch {
    journey.cut = true;
  }
  return journey;
}

describe.skipIf(!process.env.DATABASE_URL)('a paid surge whose server is killed in the middle [postgres]', () => {
  let config: Config;
  let env: Record<string, string>;
  let world: SurgeWorld;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
    drop = created.drop;
    env = {
      PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'socials-paid-surge-')), 'pglite'),
      DATABASE_URL: created.url,
      JWT_SECRET,
      PAYMENT_PROVIDER: 'test',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_HEARTBEAT_SECONDS: '10',
    };
    config = loadConfig({ NODE_ENV: 'test', ...env });
    world = await createSurgeWorld(config, { label: 'paid-surge', buyers: BUYERS, seats: SEATS, ticketCents: 2500 });
  }, 60_000);
  afterAll(async () => {
    await drop?.();
  });

  it('keeps every answered checkout and payment, sells no seat twice and charges nobody twice', { timeout: 120_000 }, async () => {
    // 1. Workers off, so that the kill cuts no job short: the receipts committed before it are sent after the restart.
    const first = await startServer({ ...env, RUN_WORKERS: 'false' });
    let paidSoFar = 0;
    const before = await inLanes(world.buyers, LANES, async (buyer) => {
      if (first.child.exitCode !== null || first.child.signalCode !== null) return { paid: false, cut: true } satisfies Journey;
      const journey = await buyTicket(first, world, buyer);
      if (journey.paid && ++paidSoFar === PAID_BEFORE_KILL) first.child.kill('SIGKILL');
      return journey;
    });
    await first.exited;
    const paidBefore = world.buyers.filter((_, i) => before[i]!.paid);
    const heldBefore = before.flatMap((j) => (j.checkout?.status === 201 && j.checkout.paymentId ? [j.checkout.paymentId] : []));
    expect(paidBefore.length).toBeGreaterThanOrEqual(PAID_BEFORE_KILL);
    expect(before.some((j) => j.cut)).toBe(true);
    for (const journey of before.filter((j) => j.checkout && j.checkout.status !== 201)) {
      expect([journey.checkout!.status, journey.checkout!.message]).toEqual([409, expect.stringMatching(/full|sold out/)]);
    }

    // 2. Started again on the same database, with a worker process beside it: every buyer not known to have paid tries again.
    const [second, worker] = await Promise.all([startServer({ ...env, RUN_WORKERS: 'false' }), startWorkerProcess(env)]);
    try {
      const retried = await inLanes(world.buyers, LANES, (buyer, i) => (before[i]!.paid ? Promise.resolve(before[i]!) : buyTicket(second, world, buyer)));
      for (const journey of retried) {
        if (journey.paid) continue;
        // A seat taken already: sold out, or this buyer's own payment went through before the kill.
        expect(journey.checkout?.status).toBe(409);
      }

      const database = await openDatabase(config);
      try {
        const { db } = database;
        const paidRows = await db
          .select()
          .from(payments)
          .where(and(eq(payments.socialId, world.socialId), eq(payments.status, 'PAID')));
        // Every payment answered as paid before the kill is paid, and its RSVP holds the seat.
        const paidIds = new Set(paidRows.map((p) => p.id));
        for (const i of world.buyers.keys()) if (before[i]!.paid) expect(paidIds.has(before[i]!.checkout!.paymentId!)).toBe(true);
        // Every checkout answered 201 before the kill was stored.
        expect(await db.select({ id: payments.id }).from(payments).where(inArray(payments.id, heldBefore))).toHaveLength(heldBefore.length);

        expect(paidRows).toHaveLength(SEATS);
        expect(new Set(paidRows.map((p) => p.userId)).size).toBe(paidRows.length);
        expect(
          await db
            .select()
            .from(payments)
            .where(and(eq(payments.socialId, world.socialId), eq(payments.status, 'OPEN'))),
        ).toEqual([]);
        expect(await seatCountMismatches(db)).toEqual([]);
        const [social] = await db.select().from(socials).where(eq(socials.id, world.socialId));
        expect(social!.confirmedPax).toBe(SEATS);
        const approved = await db
          .select()
          .from(rsvps)
          .where(and(eq(rsvps.socialId, world.socialId), inArray(rsvps.status, ['APPROVED', 'ATTENDED'])));
        expect(approved.map((r) => r.id).sort()).toEqual(paidRows.map((p) => p.rsvpId).sort());
        // Nothing was paid late or twice, so nothing is refunded.
        expect(await db.select().from(refunds)).toEqual([]);

        // One receipt per paid buyer: those committed before the kill sent after it, none twice. (A
        // buyer whose payment went through as the server died was never told: the database says who paid.)
        const payers = await db
          .select({ email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              paidRows.map((p) => p.userId),
            ),
          );
        const paidEmails = payers.map((payer) => payer.email);
        expect(paidEmails).toHaveLength(SEATS);
        const receipts = () => db.select({ to: outbox.to }).from(outbox).where(like(outbox.subject, 'Your receipt for%'));
        await until('a receipt for every paid buyer', async () => (await receipts()).length >= SEATS, 30_000);
        expect((await receipts()).map((m) => m.to).sort()).toEqual(paidEmails.sort());
      } finally {
        await database.close();
      }
    } finally {
      second.child.kill('SIGKILL');
      worker.child.kill('SIGKILL');
      await Promise.all([second.exited, worker.exited]);
    }
  });
});
