import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../app-services';
import { loadConfig } from '../../core/config';
import type { Database } from '../../core/db';
import { openMigratedPglite } from '../../test/migrated-templates';
import { buildApp } from '../../http/app';

/** Sign-in codes reach the server log only in development and for a request from this machine. */
describe('sign-in codes in the log', () => {
  let database: Database;
  let services: AppServices;
  const lines: string[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', PGLITE_DATA_DIR: 'memory://', SEED_DEMO_DATA: 'false' });
    database = await openMigratedPglite();
    services = await createAppServices(config, database);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await services.jobs.stop();
    await database.close();
  });

  async function appIn(nodeEnv: string): Promise<FastifyInstance> {
    const app = await buildApp({ ...services, config: { ...services.config, nodeEnv } }, { logStream: { write: (line) => void lines.push(line) } });
    apps.push(app);
    return app;
  }

  async function loggedCodes(app: FastifyInstance, email: string, remoteAddress: string): Promise<unknown[]> {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['expiresIn', 'ok']);
    return lines
      .map((line) => JSON.parse(line) as { email?: string; code?: unknown })
      .filter((entry) => entry.email === email)
      .map((entry) => entry.code);
  }

  it('logs the code for a developer at this machine', async () => {
    const app = await appIn('development');
    const codes = await loggedCodes(app, 'local@example.com', '127.0.0.1');
    expect(codes).toEqual([expect.stringMatching(/^\d{6}$/)]);
  });

  it('does not log it for a request from another machine', async () => {
    const app = await appIn('development');
    expect(await loggedCodes(app, 'remote@example.com', '192.0.2.44')).toEqual([]);
  });

  it('does not log it outside development', async () => {
    for (const nodeEnv of ['test', 'staging']) {
      const app = await appIn(nodeEnv);
      expect(await loggedCodes(app, `${nodeEnv}@example.com`, '127.0.0.1')).toEqual([]);
    }
  });
});
