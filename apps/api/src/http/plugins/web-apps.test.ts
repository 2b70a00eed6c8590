import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../app-services';
import { buildApp } from '../app';
import { loadConfig } from '../../core/config';
import type { Database } from '../../core/db';
import { openMigratedPglite } from '../../test/migrated-templates';
import { fakeDist } from '../../test/fake-web-apps';
import type { WebApp } from './web-apps';

describe('web apps served next to the API', () => {
  let app: FastifyInstance;
  let database: Database;
  let services: AppServices;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'socials-web-'));
    const apps: WebApp[] = [
      { name: 'host-portal', basePath: '/host/', distDir: fakeDist(root, 'host-portal') },
      { name: 'conference-site', basePath: '/conference/', distDir: fakeDist(root, 'conference-site') },
      { name: 'public-web', basePath: '/', distDir: fakeDist(root, 'public-web') },
    ];
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: 'memory://', SEED_DEMO_DATA: 'false' });
    database = await openMigratedPglite();
    services = await createAppServices(config, database);
    app = await buildApp(services, { webApps: { apps, conferenceHost: 'summit.example.com' } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await services.jobs.stop();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers any path of an app with its index.html, so client-side routes load', async () => {
    expect((await get('/socials/some-slug')).body).toContain('<title>public-web</title>');
    expect((await get('/host/socials/new')).body).toContain('<title>host-portal</title>');
    expect((await get('/host')).body).toContain('<title>host-portal</title>');
    expect((await get('/conference/')).body).toContain('<title>conference-site</title>');
  });

  it('serves hashed assets with a long cache life and a missing asset as 404', async () => {
    const asset = await get('/host/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/host/socials')).headers['cache-control']).toBe('no-cache');
    expect(asset.body).toContain('host-portal');
    expect((await get('/host/assets/missing.js')).statusCode).toBe(404);
  });

  it('compresses files for clients that accept gzip', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toContain('public-web');
  });

  it('sends the security headers with the pages and their files', async () => {
    for (const url of ['/socials/some-slug', '/host/assets/index-abc123.js', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self';");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never answers an unknown /api path with a page', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('serves the conference site at the root of the conference host, www. or not', async () => {
    expect((await get('/', { host: 'summit.example.com' })).body).toContain('<title>conference-site</title>');
    expect((await get('/agenda', { host: 'www.summit.example.com:8080' })).body).toContain('<title>conference-site</title>');
    expect((await get('/', { host: 'socials.example.com' })).body).toContain('<title>public-web</title>');
  });

  it('does not escape the app folder', async () => {
    const res = await get('/host/..%2f..%2fetc/passwd');
    expect(res.body).not.toContain('root:');
  });
});
