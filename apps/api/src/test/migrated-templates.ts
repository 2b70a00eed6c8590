import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpPglite, migrateDatabase, migrationsFolder, openDatabase, openPgliteFromDump, type Database } from '../core/db';
import { OBJECT_IN_USE, sqlStateOf } from '../core/pg-errors';

/**
 * A fresh in-memory PGlite with every migration applied, for a test. Creating a PGlite database
 * from nothing (initdb in WebAssembly) takes seconds; loading a dump of one takes a fraction of a
 * second. So the first test file migrates one and leaves its dump in the temp folder, named by a
 * hash of the migrations and the PGlite version, and every later database starts from it.
 */
export async function openMigratedPglite(): Promise<Database> {
  return openPgliteFromDump(await migratedTemplate());
}

let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= loadOrMakeTemplate();
  return template;
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const folder = join(tmpdir(), 'socials-test-pglite');
  const file = join(folder, `${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const database = await openDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
  try {
    await migrateDatabase(database.db, database.kind);
    const dump = await dumpPglite(database);
    mkdirSync(folder, { recursive: true });
    // Written aside and renamed, so that a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

function templateKey(): string {
  return migrationsHash(readFileSync(new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
}

/** A hash of every migration (and of `extra`): a template made by other migrations is never used. */
export function migrationsHash(extra?: Uint8Array): string {
  const hash = createHash('sha256');
  if (extra) hash.update(extra);
  const folder = migrationsFolder();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a database on the PostgreSQL server at `serverUrl` with every migration applied, to
 * copy new test databases from (CREATE DATABASE … TEMPLATE): a copy takes a few tens of
 * milliseconds where migrating a new database took about 400, in each of the suite's hundred-odd
 * blocks. Made once per set of migrations (its name holds their hash) and kept on the server for
 * later runs. The test processes take turns under an advisory lock; the template is migrated under
 * a name of its own and renamed when complete, so that a process killed meanwhile leaves no half
 * template behind (the next one drops what it left).
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = makePostgresTemplate(serverUrl);
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}

const postgresTemplates = new Map<string, Promise<string>>();

/** pg_advisory_lock's key for making templates (any number no other code locks). */
const TEMPLATE_LOCK_ID = 7_361_209_455;

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `socials_template_${migrationsHash()}`;
  const building = `${name}_building`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'memory://' });
    try {
      await migrateDatabase(database.db, database.kind, url.toString());
    } finally {
      await database.close();
    }
    // Refused while a session is connected: the ones just closed may take a moment to leave.
    await whileInUse(() => admin.query(`alter database ${building} rename to ${name}`));
    return name;
  } finally {
    await admin.end();
  }
}

/** Runs `work` again while PostgreSQL answers that the database is in use by other sessions. */
async function whileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (sqlStateOf(error) !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
