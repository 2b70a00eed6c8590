import { createPostgresDatabase } from './api-internals';
import { startWorker } from './worker-rpc';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ApiWorkerInput {
  databaseUrl?: string;
  seedDemoData: boolean;
  /** More server environment, e.g. SMTP_URL for the blast bench. */
  env?: Record<string, string>;
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
  /** The followers follow the host (written straight to the table: following is not what is measured). */
  follow(hostId: string, followerIds: string[]): Promise<void>;
  /** The users are going to the social (approved RSVPs written straight to the table). */
  goTo(socialId: string, userIds: string[]): Promise<void>;
  /** Runs the server's sweep of lapsed checkout holds as if the clock read `atMs`; resolves with the socials it freed seats of. */
  releaseHoldsLapsedBy(atMs: number): Promise<number>;
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
export async function startApi(kind: DatabaseKind, options: { seedDemoData?: boolean; env?: Record<string, string> } = {}): Promise<BenchApi> {
  let database: { url: string; drop(): Promise<void> } | undefined;
  if (kind === 'postgres') {
    const serverUrl = postgresServerUrl();
    if (!serverUrl) throw new Error('DATABASE_URL must be set to bench PostgreSQL');
    database = await createPostgresDatabase(serverUrl);
  }
  try {
    // Every simulated user comes from this one machine: the bot check would take them for one bot.
    const env = { BOT_CHECK_SIGN_IN_LIMIT: '0', BOT_CHECK_RSVP_LIMIT: '0', ...options.env };
    const input: ApiWorkerInput = { databaseUrl: database?.url, seedDemoData: options.seedDemoData ?? false, env };
    const worker = await startWorker(new URL('./api.worker.ts', import.meta.url), input);
    const { url } = worker.ready as { url: string };
    return {
      url,
      kind,
      createUsers: (count, label) => worker.call('createUsers', count, label) as Promise<BenchUser[]>,
      follow: (hostId, followerIds) => worker.call('follow', hostId, followerIds) as Promise<void>,
      goTo: (socialId, userIds) => worker.call('goTo', socialId, userIds) as Promise<void>,
      releaseHoldsLapsedBy: (atMs) => worker.call('releaseHoldsLapsedBy', atMs) as Promise<number>,
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
