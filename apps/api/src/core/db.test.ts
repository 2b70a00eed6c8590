import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { migrateDatabase, openDatabase } from './db';

const serverUrl = process.env.DATABASE_URL;
/** Every migration in the history: each is applied exactly once. */
const MIGRATION_COUNT = (JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }).entries.length;

describe('migrateDatabase', () => {
  it.skipIf(!serverUrl)('lets several instances start at once on one PostgreSQL: they migrate one after the other', async () => {
    const created = await createPostgresDatabase(serverUrl!);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url, pgliteDataDir: 'memory://' })));
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance.db, instance.kind, created.url)));
      const applied = await instances[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const rows = (applied as unknown as { rows: { count: number }[] }).rows;
      expect(rows[0]!.count).toBe(MIGRATION_COUNT);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await created.drop();
    }
  });

  it('is a no-op the second time on PGlite', async () => {
    const instance = await openDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    try {
      await migrateDatabase(instance.db, instance.kind);
      await migrateDatabase(instance.db, instance.kind);
      const applied = await instance.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const rows = (applied as unknown as { rows: { count: number }[] }).rows;
      expect(rows[0]!.count).toBe(MIGRATION_COUNT);
    } finally {
      await instance.close();
    }
  });
});
