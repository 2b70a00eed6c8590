import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { pgliteNotificationBus, postgresNotificationBus, type NotificationBus } from './notification-bus';
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
  /** LISTEN/NOTIFY across every process on this database; closed with it. */
  notifications: NotificationBus;
  close(): Promise<void>;
}

/**
 * PGlite when DATABASE_URL is unset (a data directory, or `memory://`), node-postgres otherwise.
 * PGlite is single-process: open it once per process and share the handle.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDataDir'> & Partial<Pick<Config, 'databaseListenUrl'>>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const notifications = postgresNotificationBus(config.databaseListenUrl ?? config.databaseUrl);
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: config.databaseUrl },
      notifications,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }

  const dataDir = config.pgliteDataDir;
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create(dataDir);
    return pgliteDatabase(client, () => client.close());
  }
  const folder = path.resolve(dataDir);
  mkdirSync(path.dirname(folder), { recursive: true });
  const unlock = lockDataFolder(folder);
  try {
    const client = await PGlite.create(folder);
    return pgliteDatabase(client, async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    });
  } catch (err) {
    unlock();
    throw err;
  }
}

/** An in-memory PGlite started from a dump of a data folder (the tests start each database from one migrated template). */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir: 'memory://', loadDataDir: dump });
  return pgliteDatabase(client, () => client.close());
}

/** The data folder of an open PGlite as one uncompressed tar. */
export function dumpPglite(database: Database): Promise<Blob> {
  if (database.connection.kind !== 'pglite') throw new Error('Only a PGlite database can be dumped');
  return database.connection.pglite.dumpDataDir('none');
}

function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const notifications = pgliteNotificationBus(client);
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', pglite: client },
    notifications,
    close: async () => {
      await notifications.close();
      await close();
    },
  };
}

/** Data folders this process has open: a lock file naming our own pid is ours only if listed here. */
const lockedByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it just belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is a database inside this process: a second process opening the same folder would
 * corrupt it. `<folder>.lock` holds the pid of the process that has it open; a lock whose process
 * is gone (killed, crashed) is taken over. Returns the release, which removes the lock.
 */
export function lockDataFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = lockHolder(lockFile);
    const held = holder !== undefined && (holder === process.pid ? lockedByThisProcess.has(folder) : isAlive(holder));
    if (held || attempt > 0) {
      throw new Error(
        `The PGlite data folder ${folder} is in use by process ${holder ?? '(unknown)'}: PGlite lets one process at a time open it. ` +
          `Stop that process, or give this one another PGLITE_DATA_DIR or a DATABASE_URL (PostgreSQL takes many processes). ` +
          `If no such process runs, delete ${lockFile}.`,
      );
    }
    // The last holder is gone without unlocking (killed, crashed): its lock is stale.
    rmSync(lockFile, { force: true });
  }
  lockedByThisProcess.add(folder);
  const release = () => {
    process.removeListener('exit', release);
    if (!lockedByThisProcess.delete(folder)) return;
    if (lockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  // A process that exits without closing the database leaves no lock behind either.
  process.once('exit', release);
  return release;
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
