import { describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { openMigratedPglite } from '../test/migrated-templates';
import { openDatabase, type Database } from './db';
import { LISTEN_APPLICATION_NAME } from './notification-bus';
import { withTransaction } from './transaction';

/** Sends `payload` in a transaction that commits, or rolls back when `rollBack` is set. */
async function publishIn(database: Database, channel: string, payload: string, rollBack = false): Promise<void> {
  await withTransaction(database.db, async (tx) => {
    await database.notifications.publish(tx, channel, payload);
    if (rollBack) throw new Error('rolled back');
  }).catch((err: unknown) => {
    if (!rollBack) throw err;
  });
}

describe('notification bus on PGlite', () => {
  it('delivers a notification when its transaction commits, before the writer goes on, and never one rolled back', async () => {
    const database = await openMigratedPglite();
    try {
      const seen: string[] = [];
      const unsubscribe = await database.notifications.subscribe('bus_test', (payload) => seen.push(payload));
      const alsoSeen: string[] = [];
      await database.notifications.subscribe('bus_test', (payload) => alsoSeen.push(payload));
      await publishIn(database, 'bus_test', 'kept');
      expect(seen).toEqual(['kept']);
      await publishIn(database, 'bus_test', 'rolled back', true);
      unsubscribe();
      await publishIn(database, 'bus_test', 'after unsubscribing');
      expect(seen).toEqual(['kept']);
      expect(alsoSeen).toEqual(['kept', 'after unsubscribing']);
      expect(await database.notifications.catchUp()).toBe(true);
      await expect(database.notifications.subscribe('Not A Channel', () => undefined)).rejects.toThrow(/lowercase SQL identifier/);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('notification bus on PostgreSQL', () => {
  it('reaches every process at commit, catches up in commit order, and listens again after losing its connection', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!);
    const [writer, reader] = [
      await openDatabase({ databaseUrl: created.url, pgliteDataDir: 'memory://' }),
      await openDatabase({ databaseUrl: created.url, pgliteDataDir: 'memory://' }),
    ];
    try {
      const seen: string[] = [];
      let gaps = 0;
      reader.notifications.onGap(() => gaps++);
      await reader.notifications.subscribe('bus_test', (payload) => seen.push(payload));
      expect(reader.notifications.listening).toBe(true);
      // A writer that never subscribes opens no listening connection.
      expect(writer.notifications.listening).toBe(false);

      await publishIn(writer, 'bus_test', 'rolled back', true);
      await publishIn(writer, 'bus_test', 'first');
      await publishIn(writer, 'bus_test', 'second');
      expect(await reader.notifications.catchUp()).toBe(true);
      expect(seen).toEqual(['first', 'second']);

      // Many callers at once share markers, and each hears of everything committed before it asked.
      const burst = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          await publishIn(writer, 'bus_test', `burst ${i}`);
          const caughtUp = await reader.notifications.catchUp();
          return caughtUp && seen.includes(`burst ${i}`);
        }),
      );
      expect(burst.every(Boolean)).toBe(true);
      seen.length = 2;

      const gapsBefore = gaps;
      await writer.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = '${LISTEN_APPLICATION_NAME}'`,
      );
      await vi.waitFor(() => expect(reader.notifications.listening).toBe(false));
      expect(await reader.notifications.catchUp()).toBe(false);
      await vi.waitFor(() => expect(reader.notifications.listening).toBe(true));
      // What was sent while it was away is lost: the subscribers are told to assume the worst.
      expect(gaps).toBe(gapsBefore + 1);
      await publishIn(writer, 'bus_test', 'third');
      expect(await reader.notifications.catchUp()).toBe(true);
      expect(seen).toEqual(['first', 'second', 'third']);
    } finally {
      await writer.close();
      await reader.close();
      await created.drop();
    }
  });
});
