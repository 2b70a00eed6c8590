import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from './config';
import * as schema from '../db/schema';

/** The driver-neutral database handle every service takes first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
/** A transaction handle: everything a Db does, inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories take: the database, or a transaction that is under way. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: DbKind;
  /** The PGlite instance (embedded database) or the PostgreSQL URL: the job queue opens its own access from it. */
  connection: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

/**
 * PGlite when DATABASE_URL is unset (a data directory, or `memory://`), node-postgres otherwise.
 * PGlite is single-process: open it once per process and share the handle.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', connection: { kind: 'postgres', url: config.databaseUrl }, close: () => pool.end() };
  }

  const dataDir = config.pgliteDataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', connection: { kind: 'pglite', pglite: client }, close: () => client.close() };
}

/**
 * Finds apps/api/drizzle from source (src/core/db.ts), from the bundle (dist/main.js) or
 * from a copy placed beside the bundle (dist/drizzle).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../drizzle'), path.join(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** Any fixed number: the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies the migration history. With `databaseUrl`, the migrations run on a dedicated connection
 * holding an advisory lock, so several instances starting at once migrate one after the other.
 */
export async function migrateDatabase(db: Db, kind: DbKind, databaseUrl?: string): Promise<void> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (kind === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], migrationsConfig);
    return;
  }
  if (!databaseUrl) {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], migrationsConfig);
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), migrationsConfig);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
