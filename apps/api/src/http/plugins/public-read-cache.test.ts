import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Social, SocialDetail } from '@socials/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationBus } from '../../core/notification-bus';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { createPublicReadCache, preferredEncoding, publicRead, READ_CACHE_CHANNEL, READ_CACHE_HEADER, tagPublicRead } from './public-read-cache';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real connection, the body as it came (no decompression). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A bus on which the test plays the database: it sends the notifications itself. */
function fakeBus(): NotificationBus & { notify(channel: string, payload: string): void } {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  return {
    async subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      return () => undefined;
    },
    publish: async () => undefined,
    catchUp: async () => true,
    listening: true,
    onGap: () => undefined,
    close: async () => undefined,
    notify(channel, payload) {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    },
  };
}

describe('a page its handler tags (an HTML page)', () => {
  const bus = fakeBus();
  const app = Fastify();
  let renders = 0;

  beforeAll(async () => {
    const cache = createPublicReadCache({
      config: { maxBytes: 1024 * 1024, ttlSeconds: 30, sharedMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 60 },
      notifications: bus,
      requestId: () => 'id',
      requestIdHeader: 'x-request-id',
      isDraining: () => false,
    });
    await cache.register(app);
    app.get('/socials/:slug', { config: { publicRead: publicRead() } }, async (request, reply) => {
      renders++;
      tagPublicRead(request, ['social:1', 'socials']);
      return reply.type('text/html; charset=utf-8').send(`<h1>Render ${renders}</h1>`);
    });
    app.get('/untagged', { config: { publicRead: publicRead() } }, async (_request, reply) => reply.type('text/html').send('<p>no tags</p>'));
    await app.ready();
  });

  afterAll(() => app.close());

  it('is kept until a change names one of its tags', async () => {
    const first = await app.inject({ method: 'GET', url: '/socials/one' });
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const second = await app.inject({ method: 'GET', url: '/socials/one' });
    expect([first.headers[READ_CACHE_HEADER], second.headers[READ_CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(second.body).toBe('<h1>Render 1</h1>');

    bus.notify(READ_CACHE_CHANNEL, 'social:2 socials');
    expect((await app.inject({ method: 'GET', url: '/socials/one' })).body).toBe('<h1>Render 2</h1>');
    bus.notify(READ_CACHE_CHANNEL, 'user:9');
    expect((await app.inject({ method: 'GET', url: '/socials/one' })).headers[READ_CACHE_HEADER]).toBe('hit');
  });

  it('is not kept without tags', async () => {
    await app.inject({ method: 'GET', url: '/untagged' });
    expect((await app.inject({ method: 'GET', url: '/untagged' })).headers[READ_CACHE_HEADER]).toBeUndefined();
  });
});

describe('preferredEncoding', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it('takes brotli, else gzip, among what the caller accepts, and nothing refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('identity', both)).toBeNull();
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('br', undefined)).toBeNull();
  });
});

describeOnEachDatabase('public read cache', (h) => {
  let host: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    host = await h().signIn('cache-host@example.com', { firstName: 'Hana', lastName: 'Host' });
    guest = await h().signIn('cache-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
  });

  const read = (url: string, headers: Record<string, string> = {}) => h().app.inject({ method: 'GET', url, headers });

  describe('anonymous reads of a social', () => {
    it('are answered from the cache with the same bytes, a strong ETag and headers a CDN may use', async () => {
      const social = await createSocial(h(), host, { title: 'Cached Breakfast' });
      const url = `/api/socials/slug/${social.slug}`;

      const first = await read(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers[READ_CACHE_HEADER]).toBe('miss');
      const second = await read(url);
      expect(second.headers[READ_CACHE_HEADER]).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);
      expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      for (const res of [first, second]) {
        expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
        expect(res.headers.vary).toContain('Authorization');
        // The security headers are there on a hit as on a miss.
        expect(res.headers['content-security-policy']).toBeDefined();
      }
      expect((second.json() as SocialDetail).title).toBe('Cached Breakfast');
    });

    it('answer 304 without a body when the caller holds the current ETag, from the cache or not', async () => {
      const social = await createSocial(h(), host);
      const bySlug = await read(`/api/socials/slug/${social.slug}`);
      const etag = String(bySlug.headers.etag);

      const hit = await read(`/api/socials/slug/${social.slug}`, { 'if-none-match': etag });
      expect(hit.statusCode).toBe(304);
      expect(hit.headers[READ_CACHE_HEADER]).toBe('hit');
      expect(hit.body).toBe('');

      // By id the page is the same bytes under another key: a miss, and still a 304.
      const miss = await read(`/api/socials/${social.id}`, { 'if-none-match': `W/"other", ${etag}` });
      expect(miss.headers[READ_CACHE_HEADER]).toBe('miss');
      expect(miss.statusCode).toBe(304);
      expect(miss.body).toBe('');

      // An edit changes the bytes: the old ETag gets the new page.
      const edit = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(host.token), payload: { title: 'Renamed' } });
      expect(edit.statusCode).toBe(200);
      const fresh = await read(`/api/socials/slug/${social.slug}`, { 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect((fresh.json() as SocialDetail).title).toBe('Renamed');
      expect(fresh.headers.etag).not.toBe(etag);
    });

    it('show each write at once: an edit, an RSVP taking a seat, its cancellation, a cancelled social', async () => {
      const social = await createSocial(h(), host, { title: 'Two Seats', maxCapacity: 2 });
      const url = `/api/socials/slug/${social.slug}`;
      const page = async () => {
        const res = await read(url);
        expect(res.statusCode).toBe(200);
        return res.json() as SocialDetail;
      };
      await page();
      expect((await read(url)).headers[READ_CACHE_HEADER]).toBe('hit');

      const rsvp = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token), payload: {} });
      expect(rsvp.statusCode, rsvp.body).toBe(201);
      expect((await page()).confirmedPax).toBe(1);

      const cancel = await h().app.inject({
        method: 'DELETE',
        url: `/api/socials/${social.id}/rsvps/${(rsvp.json() as { id: string }).id}`,
        headers: bearer(guest.token),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await page()).confirmedPax).toBe(0);

      const cancelled = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(host.token) });
      expect(cancelled.statusCode).toBe(200);
      expect((await page()).isCancelled).toBe(true);
    });

    it('show a host’s new name on the social pages that name them', async () => {
      const renamed = await h().signIn('cache-renamed@example.com', { firstName: 'Before' });
      const social = await createSocial(h(), renamed);
      const url = `/api/socials/${social.id}`;
      expect((await read(url)).json()).toMatchObject({ owner: { firstName: 'Before' } });
      const me = await h().app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(renamed.token), payload: { firstName: 'After' } });
      expect(me.statusCode, me.body).toBe(200);
      expect((await read(url)).json()).toMatchObject({ owner: { firstName: 'After' } });
    });
  });

  describe('signed-in reads', () => {
    it('are never served from the cache nor stored in it, show the caller’s own RSVP and stay private', async () => {
      const social = await createSocial(h(), host, { title: 'Mine' });
      const url = `/api/socials/slug/${social.slug}`;
      const rsvp = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token), payload: {} });
      expect(rsvp.statusCode, rsvp.body).toBe(201);

      // Signed in first: nothing is stored for anonymous callers.
      const mine = await read(url, bearer(guest.token));
      expect((mine.json() as SocialDetail).myRsvp).toMatchObject({ status: 'APPROVED' });
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers[READ_CACHE_HEADER]).toBeUndefined();
      const anonymous = await read(url);
      expect(anonymous.headers[READ_CACHE_HEADER]).toBe('miss');
      expect((anonymous.json() as SocialDetail).myRsvp).toBeNull();

      // Anonymous cached: the signed-in caller still gets their own page.
      expect((await read(url)).headers[READ_CACHE_HEADER]).toBe('hit');
      const again = await read(url, bearer(guest.token));
      expect((again.json() as SocialDetail).myRsvp).toMatchObject({ status: 'APPROVED' });
      expect(again.headers.etag).toBeUndefined();
    });

    it('leave the other answers of the API private, and anonymous ones to be checked each time', async () => {
      const hosted = await read('/api/socials', bearer(host.token));
      expect(hosted.statusCode).toBe(200);
      expect(hosted.headers['cache-control']).toBe('private, no-store');
      const health = await read('/api/health');
      expect(health.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('anonymous lists', () => {
    it('drop a list when a social in it changes, and when a new one enters it', async () => {
      const admin = await h().signIn('cache-staff@example.com', { admin: true });
      const listed = async () => ((await read('/api/socials/public?limit=100')).json() as { data: Social[] }).data;
      const social = await createSocial(h(), host, { title: 'Listed Soon' });
      expect((await listed()).map((s) => s.id)).not.toContain(social.id);
      expect((await read('/api/socials/public?limit=100')).headers[READ_CACHE_HEADER]).toBe('hit');

      const approve = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}`,
        headers: bearer(admin.token),
        payload: { publicApprovalStatus: 'APPROVED' },
      });
      expect(approve.statusCode, approve.body).toBe(200);
      expect((await listed()).map((s) => s.id)).toContain(social.id);

      const unpublish = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}`,
        headers: bearer(admin.token),
        payload: { publicApprovalStatus: 'DECLINED', publicApprovalReason: 'Not a public event' },
      });
      expect(unpublish.statusCode, unpublish.body).toBe(200);
      expect((await listed()).map((s) => s.id)).not.toContain(social.id);
    });
  });

  describe('through the server', () => {
    it('answers a hit before Fastify with the same bytes and headers as the miss, compressed as the caller accepts', async () => {
      await h().app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(h().app.server.address() as AddressInfo).port}`;
      const social = await createSocial(h(), host, { title: 'Over the wire', description: 'Long enough to be worth compressing. '.repeat(60) });
      const url = `${base}/api/socials/slug/${social.slug}`;

      const miss = await rawGet(url, { 'x-request-id': 'first-read' });
      const hit = await rawGet(url, { 'x-request-id': 'second-read' });
      expect([miss.headers[READ_CACHE_HEADER], hit.headers[READ_CACHE_HEADER]]).toEqual(['miss', 'hit']);
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(hit.headers['x-request-id']).toBe('second-read');
      expect(hit.headers['content-length']).toBe(String(miss.body.length));
      for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy', 'x-frame-options', 'x-content-type-options']) {
        expect(hit.headers[name], name).toBe(miss.headers[name]);
      }

      const brotli = await rawGet(url, { 'accept-encoding': 'gzip, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(miss.body)).toBe(true);
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(miss.body)).toBe(true);

      const notModified = await rawGet(url, { 'if-none-match': String(miss.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(miss.headers.etag);

      const signedIn = await rawGet(url, bearer(guest.token));
      expect(signedIn.headers[READ_CACHE_HEADER]).toBeUndefined();
      expect(signedIn.headers['cache-control']).toBe('private, no-store');

      // A miss of a caller that accepts brotli is compressed the same way, and stored for everyone.
      const other = await createSocial(h(), host, { title: 'Compressed miss', description: 'Long enough to be worth compressing. '.repeat(60) });
      const compressedMiss = await rawGet(`${base}/api/socials/${other.id}`, { 'accept-encoding': 'br' });
      expect(compressedMiss.headers[READ_CACHE_HEADER]).toBe('miss');
      expect(compressedMiss.headers['content-encoding']).toBe('br');
      const plainHit = await rawGet(`${base}/api/socials/${other.id}`);
      expect(plainHit.headers[READ_CACHE_HEADER]).toBe('hit');
      expect(brotliDecompressSync(compressedMiss.body).equals(plainHit.body)).toBe(true);
    });
  });
});
