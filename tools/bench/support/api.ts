import { createPostgresDatabase } from './api-internals';
import { startWorker } from './worker-rpc';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ApiWorkerInput {
  databaseUrl?: string;
  seedDemoData: boolean;
}

export interface BenchUser {
  userId: string;
  token: string;
}

export interface BenchApi {
  url: string;
  kind: DatabaseKind;
  /** `count` new users with access tokens; `label` keeps e-mails unique across calls. */
  createUsers(count: number, label: string): Promise<BenchUser[]>;
  close(): Promise<void>;
}

/** The PostgreSQL server to use, or undefined to bench PGlite only. */
export function postgresServerUrl(): string | undefined {
  return process.env.DATABASE_URL?.trim() || undefined;
}

/**
 * Starts the real API in a worker thread of this process: a fresh in-memory PGlite, or a fresh
 * database created on DATABASE_URL's server and dropped on close.
 */
export async function startApi(kind: DatabaseKind, options: { seedDemoData?: boolean } = {}): Promise<BenchApi> {
  let database: { url: string; drop(): Promise<void> } | undefined;
  if (kind === 'postgres') {
    const serverUrl = postgresServerUrl();
    if (!serverUrl) throw new Error('DATABASE_URL must be set to bench PostgreSQL');
    database = await createPostgresDatabase(serverUrl);
  }
  try {
    const input: ApiWorkerInput = { databaseUrl: database?.url, seedDemoData: options.seedDemoData ?? false };
    const worker = await startWorker(new URL('./api.worker.ts', import.meta.url), input);
    const { url } = worker.ready as { url: string };
    return {
      url,
      kind,
      createUsers: (count, label) => worker.call('createUsers', count, label) as Promise<BenchUser[]>,
      async close() {
        await worker.stop();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
