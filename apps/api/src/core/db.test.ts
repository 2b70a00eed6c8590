import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { migrateDatabase, openDatabase } from './db';

const serverUrl = process.env.DATABASE_URL;
/** Every migration in the history: each is applied exactly once. */
const MIGRATION_COUNT = (JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }).entries
  .length;

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

/** A child process that runs until killed, or one that has already exited: a pid alive or dead. */
async function childPid(keepRunning: boolean): Promise<{ pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', keepRunning ? 'setInterval(() => {}, 1000)' : ''], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!keepRunning) await exited;
  return {
    pid: child.pid!,
    async stop() {
      child.kill();
      await exited;
    },
  };
}

describe('opening a PGlite data folder', () => {
  const freshFolder = () => path.join(mkdtempSync(path.join(tmpdir(), 'socials-db-lock-')), 'pglite');

  it('refuses a second opening of the same folder with a clear message, and allows it again once closed', async () => {
    const folder = freshFolder();
    const first = await openDatabase({ databaseUrl: undefined, pgliteDataDir: folder });
    try {
      expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ databaseUrl: undefined, pgliteDataDir: folder })).rejects.toThrow(
        `The PGlite data folder ${folder} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
    const again = await openDatabase({ databaseUrl: undefined, pgliteDataDir: folder });
    await again.close();
  });

  it('refuses a folder another running process holds', async () => {
    const folder = freshFolder();
    const other = await childPid(true);
    try {
      writeFileSync(`${folder}.lock`, `${other.pid}\n`);
      await expect(openDatabase({ databaseUrl: undefined, pgliteDataDir: folder })).rejects.toThrow(
        /in use by process \d+: PGlite lets one process at a time open it/,
      );
      expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it('takes over the lock of a process that died without closing', async () => {
    const folder = freshFolder();
    const gone = await childPid(false);
    writeFileSync(`${folder}.lock`, `${gone.pid}\n`);
    const database = await openDatabase({ databaseUrl: undefined, pgliteDataDir: folder });
    try {
      expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
