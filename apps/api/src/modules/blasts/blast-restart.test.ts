import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Blast } from '@socials/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../core/access-token';
import { loadConfig } from '../../core/config';
import { migrateDatabase, openDatabase } from '../../core/db';
import { hostSubscriptions, users } from '../../db/schema';
import { createMigratedPostgresDatabase } from '../../test/harness';
import { bearer } from '../../test/kit';
import { startServer, until } from '../../test/server-process';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { SENDS_IN_FLIGHT } from './blast-delivery.jobs';

// A blast to 300 followers through a real SMTP server on localhost; the server is killed with
// SIGKILL in the middle of sending and started again: every follower gets the blast, and nobody
// gets it twice (a message whose sending the kill cut short may go again, with the same Message-ID).

const FOLLOWERS = 300;
const JWT_SECRET = 'blast-restart-secret-blast-restart-secret';
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`a blast whose server is killed mid-send [${kind}]`, () => {
  let sink: SmtpSink;
  let env: Record<string, string>;
  let hostToken: string;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    let databaseUrl = '';
    if (kind === 'postgres') {
      const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
      databaseUrl = created.url;
      drop = created.drop;
    }
    env = {
      PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'socials-blast-restart-')), 'pglite'),
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SMTP_URL: sink.url,
      // Slow enough that the kill lands in the middle: 300 messages take about 5 s.
      BLAST_EMAILS_PER_SECOND: '60',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_HEARTBEAT_SECONDS: '10',
    };
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const database = await openDatabase(config);
    try {
      await migrateDatabase(database.db, database.kind, config.databaseUrl);
      const [host] = await database.db.insert(users).values({ slug: 'blast-restart-host', email: 'host@blast.test', firstName: 'Hosta' }).returning();
      const followers = await database.db
        .insert(users)
        .values(Array.from({ length: FOLLOWERS }, (_, i) => ({ slug: `blast-follower-${i}`, email: `follower-${i}@blast.test`, firstName: `F${i}` })))
        .returning();
      await database.db.insert(hostSubscriptions).values(followers.map((f) => ({ userId: f.id, hostId: host!.id })));
      hostToken = await signAccessToken({ jwtSecret: JWT_SECRET, accessTokenTtlSeconds: 3600 }, { userId: host!.id, isAdmin: false });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await sink.close();
    await drop?.();
  });

  it('delivers to every follower once across a SIGKILL', { timeout: 180_000 }, async () => {
    const first = await startServer(env);
    const sent = await fetch(`${first.baseUrl}/api/hosts/blast`, {
      method: 'POST',
      headers: { ...bearer(hostToken), 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Season two', body: 'Hi {{firstName}}' }),
    });
    expect(sent.status).toBe(202);
    const blast = (await sent.json()) as Blast;

    await until('the first messages', () => sink.received.length >= 60);
    first.child.kill('SIGKILL');
    await first.exited;
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(FOLLOWERS);

    const second = await startServer(env);
    try {
      await until('every follower reached', () => sink.countsByAddress().size === FOLLOWERS, 120_000);
      await until('the blast marked sent', async () => {
        const res = await fetch(`${second.baseUrl}/api/blast/blasted-messages`, { headers: bearer(hostToken) });
        const found = ((await res.json()) as { data: Blast[] }).data.find((b) => b.id === blast.id);
        return found?.status === 'SENT';
      });
      const history = await fetch(`${second.baseUrl}/api/blast/blasted-messages`, { headers: bearer(hostToken) });
      const done = ((await history.json()) as { data: Blast[] }).data.find((b) => b.id === blast.id)!;
      expect(done.counts).toEqual({ total: FOLLOWERS, sent: FOLLOWERS, failed: 0, inProgress: 0, canceled: 0 });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    // Each follower: one Message-ID. A copy is possible only for a message in flight at the kill
    // (SENDS_IN_FLIGHT per running delivery job, two jobs at once), and it carries the same Message-ID.
    const idsByAddress = new Map<string, Set<string | null>>();
    for (const mail of sink.received) for (const to of mail.to) idsByAddress.set(to, (idsByAddress.get(to) ?? new Set()).add(mail.messageId));
    expect([...idsByAddress.values()].every((ids) => ids.size === 1 && !ids.has(null))).toBe(true);
    const copies = [...sink.countsByAddress().values()].filter((n) => n > 1).length;
    expect(copies).toBeLessThanOrEqual(2 * SENDS_IN_FLIGHT);
    expect(sink.received.length).toBe(FOLLOWERS + copies);
    expect(sink.received.every((mail) => mail.subject === 'Season two')).toBe(true);
  });
});
