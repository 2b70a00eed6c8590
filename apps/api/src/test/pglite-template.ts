import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpPglite, migrateDatabase, migrationsFolder, openDatabase, openPgliteFromDump, type Database } from '../core/db';

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
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
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
