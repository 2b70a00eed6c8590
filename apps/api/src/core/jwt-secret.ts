import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** At least what production asks of JWT_SECRET. */
const MIN_SECRET_LENGTH = 32;

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function readSecretFile(file: string): string | undefined {
  let value: string;
  try {
    value = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (value.length < MIN_SECRET_LENGTH) throw new Error(`${file} does not hold a usable JWT secret: delete it to have a new one made, or set JWT_SECRET`);
  return value;
}

/**
 * The secret kept in `file`, made (random, readable by this user only) when the file does not exist.
 * Written to a temporary file and linked into place, so that two processes starting at once agree
 * on one secret and nobody reads a half-written file.
 */
export function readOrCreateSecretFile(file: string): string {
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temporary);
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`Could not create the JWT secret file ${file}`);
  return secret;
}

let processSecret: string | undefined;

/**
 * The JWT secret outside production when JWT_SECRET is unset: kept in the data folder beside
 * PGlite's (sessions survive a restart, the API and the worker agree), or, for an in-memory
 * database, made once per process and forgotten with it.
 */
export function localJwtSecret(pgliteDataDir: string): string {
  if (pgliteDataDir.startsWith('memory://')) return (processSecret ??= newSecret());
  return readOrCreateSecretFile(jwtSecretFile(pgliteDataDir));
}

/** `<data folder>/jwt-secret`: the folder that holds PGlite's (by default <repo>/.data). */
export function jwtSecretFile(pgliteDataDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDataDir)), 'jwt-secret');
}
