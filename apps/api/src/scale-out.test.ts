import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './core/config';
import { openDatabase } from './core/db';
import { outbox, rsvps } from './db/schema';
import { READ_CACHE_HEADER } from './http/plugins/public-read-cache';
import { createMigratedPostgresDatabase } from './test/harness';
import { bearer } from './test/kit';
import { seatCountMismatches } from './test/seat-invariant';
import { startServer, until, type ServerProcess } from './test/server-process';
import { createSurgeWorld, inLanes, type SurgeBuyer, type SurgeWorld } from './test/surge-world';
import { startWorkerProcess, type WorkerProcess } from './test/worker-process';

// Scale-out on one PostgreSQL database: two API processes with their job workers off and one worker
// process (`npm run worker`). A free surge split across both instances seats exactly the capacity,
// an anonymous page cached by one instance shows the RSVPs made through the other, every e-mail job
// runs once (in the worker), and a rate limit counts requests to either instance.

const ATTENDEES = 200;
const SEATS = 20;
const LANES = 20;
/** RSVPs made through instance A alone before the surge, while B's page of the social is cached. */
const EARLY_THROUGH_A = 10;
const JWT_SECRET = 'scale-out-test-secret-scale-out-test-secret';

describe.skipIf(!process.env.DATABASE_URL)('two API instances and a worker on one database [postgres]', () => {
  let config: Config;
  let world: SurgeWorld;
  let drop: () => Promise<void>;
  let instances: ServerProcess[] = [];
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
    drop = created.drop;
    const env = {
      PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'socials-scale-out-')), 'pglite'),
      DATABASE_URL: created.url,
      JWT_SECRET,
      JOB_RETRY_DELAY_SECONDS: '1',
    };
    config = loadConfig({ NODE_ENV: 'test', ...env });
    world = await createSurgeWorld(config, { label: 'scale-out', buyers: ATTENDEES, seats: SEATS });
    const started = await Promise.all([startServer({ ...env, RUN_WORKERS: 'false' }), startServer({ ...env, RUN_WORKERS: 'false' }), startWorkerProcess(env)]);
    instances = [started[0], started[1]];
    worker = started[2];
  }, 120_000);
  afterAll(async () => {
    for (const child of [...instances.map((i) => i.child), worker?.child]) child?.kill('SIGKILL');
    await Promise.all([...instances.map((i) => i.exited), worker?.exited]);
    await drop?.();
  });

  it("seats exactly the capacity from RSVPs to both instances, keeps B's cached page current, and sends each e-mail once, from the worker", {
    timeout: 90_000,
  }, async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const rsvp = async (instance: ServerProcess, attendee: SurgeBuyer) => {
      const res = await fetch(`${instance.baseUrl}/api/socials/${world.socialId}/rsvps`, {
        method: 'POST',
        headers: { ...bearer(attendee.token), 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await res.json()) as { status?: string; message?: string };
      return { email: attendee.email, through: instance, status: res.status, rsvp: body.status, message: body.message };
    };
    // B's anonymous page of the social, from its cache once warm.
    const pageOnB = async () => {
      const res = await fetch(`${b.baseUrl}/api/socials/slug/${world.slug}`);
      expect(res.status).toBe(200);
      return { cache: res.headers.get(READ_CACHE_HEADER), confirmedPax: ((await res.json()) as { confirmedPax: number }).confirmedPax };
    };
    // Cached once B listens for changes (a read before that is not kept).
    await until('B serving the page from its cache', async () => (await pageOnB()).cache === 'hit', 10_000);
    expect(await pageOnB()).toEqual({ cache: 'hit', confirmedPax: 0 });

    // The first RSVPs through A alone: B's cached page hears of them (LISTEN/NOTIFY) and shows the new count.
    const early = await inLanes(world.buyers.slice(0, EARLY_THROUGH_A), LANES, (attendee) => rsvp(a, attendee));
    expect(early.every((answer) => answer.status === 201 && answer.rsvp === 'APPROVED')).toBe(true);
    await until("B's page showing the RSVPs made through A", async () => (await pageOnB()).confirmedPax === EARLY_THROUGH_A, 10_000);

    // Then the surge, alternating instances.
    const rest = await inLanes(world.buyers.slice(EARLY_THROUGH_A), LANES, (attendee, i) => rsvp(i % 2 === 0 ? a : b, attendee));
    const answers = [...early, ...rest];
    const going = answers.filter((answer) => answer.status === 201 && answer.rsvp === 'APPROVED');
    const waitlisted = answers.filter((answer) => answer.status === 201 && answer.rsvp === 'WAITLIST');
    expect(going).toHaveLength(SEATS);
    expect(answers.filter((answer) => !going.includes(answer) && !waitlisted.includes(answer))).toEqual([]);
    // Both instances decided RSVPs in the surge (a seat or the waitlist, each under the social's seat
    // lock): the seats were not decided by one process alone. Which one won the last seats is a race.
    expect(new Set(rest.filter((answer) => answer.status === 201).map((answer) => answer.through))).toEqual(new Set([a, b]));

    const fromB = await fetch(`${b.baseUrl}/api/socials/${world.socialId}`, { headers: bearer(world.hostToken) });
    expect(((await fromB.json()) as { confirmedPax: number }).confirmedPax).toBe(SEATS);
    await until("B's cached page showing the full count", async () => (await pageOnB()).confirmedPax === SEATS, 10_000);

    const database = await openDatabase(config);
    try {
      const { db } = database;
      expect(await seatCountMismatches(db)).toEqual([]);
      expect(await db.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.socialId, world.socialId))).toHaveLength(ATTENDEES);
      // The API instances run no jobs: the worker sends every e-mail, each once.
      const mailTo = async (subject: string) =>
        (
          await db
            .select({ to: outbox.to })
            .from(outbox)
            .where(like(outbox.subject, `${subject}%`))
        )
          .map((m) => m.to)
          .sort();
      await until(
        'the going and waitlist e-mails',
        async () => (await mailTo("You're going to")).length >= SEATS && (await mailTo("You're on the waitlist")).length >= waitlisted.length,
        45_000,
      );
      expect(await mailTo("You're going to")).toEqual(going.map((answer) => answer.email).sort());
      expect(await mailTo("You're on the waitlist")).toEqual(waitlisted.map((answer) => answer.email).sort());
    } finally {
      await database.close();
    }
  });

  it('counts a rate limit across instances: codes asked for through A, the next refused by B', async () => {
    const email = 'limited@scale-out.test';
    const ask = (instance: ServerProcess) =>
      fetch(`${instance.baseUrl}/api/auth/passwordless/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    // Through A until A refuses (a handful of codes per address and network)…
    let granted = 0;
    while ((await ask(instances[0]!)).status === 200 && granted < 50) granted += 1;
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThan(50);
    // …then B, which has served none of them, refuses too.
    const refused = await ask(instances[1]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
