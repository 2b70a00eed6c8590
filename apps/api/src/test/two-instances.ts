import type { FastifyInstance } from 'fastify';
import { createAppServices, type AppServices } from '../app-services';
import { signAccessToken } from '../core/access-token';
import { loadConfig } from '../core/config';
import { migrateDatabase, openDatabase } from '../core/db';
import { buildApp } from '../http/app';
import { findOrCreateUserByEmail } from '../modules/users';
import { createMigratedPostgresDatabase } from './harness';

export interface ApiInstance {
  app: FastifyInstance;
  services: AppServices;
  /** Where the instance listens (http://127.0.0.1:port), when started with `listen`. */
  address: string | null;
}

export interface TwoInstances {
  a: ApiInstance;
  b: ApiInstance;
  /** A user (created through A) and an access token both instances accept. */
  user(email: string, isAdmin?: boolean): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

/**
 * Two API instances on one fresh PostgreSQL database (DATABASE_URL), each with its own pool,
 * listening connection and caches, as behind a load balancer. Each instance's jobs run beside it
 * and are drained before every answer, and `beforeAnswer` runs then too, so a test sees a write's
 * effects done.
 */
export async function startTwoInstances(options: { listen?: boolean; beforeAnswer?: (services: AppServices) => Promise<unknown> } = {}): Promise<TwoInstances> {
  const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'two-instances-share-this-secret-of-32+chars',
    DATABASE_URL: created.url,
  });
  const instances: ApiInstance[] = [];
  const close = async () => {
    for (const { app, services } of instances) {
      await app.close();
      await services.jobs.stop();
      await services.database.close();
    }
    await created.drop();
  };
  try {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase(config);
      if (i === 0) await migrateDatabase(database.db, database.kind, config.databaseUrl);
      const services = await createAppServices(config, database);
      const app = await buildApp(services);
      app.addHook('onSend', async () => {
        await services.jobs.drain();
        await options.beforeAnswer?.(services);
      });
      const address = options.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : (await app.ready(), null);
      instances.push({ app, services, address });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = instances as [ApiInstance, ApiInstance];
  return {
    a,
    b,
    async user(email, isAdmin = false) {
      const { user } = await findOrCreateUserByEmail(a.services.db, email, { isAdmin });
      return { token: await signAccessToken(config, { userId: user.id, isAdmin }), userId: user.id };
    },
    close,
  };
}
