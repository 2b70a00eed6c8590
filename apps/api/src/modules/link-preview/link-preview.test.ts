import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorBody } from '@socials/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicAddressesOnly, safeFetch, SafeFetchError, type AddressPolicy } from '../../core/safe-fetch';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, type TestUser } from '../../test/kit';
import { clearLinkPreviewCache, previewLink } from './link-preview.service';

/** A local web server that counts what reaches it; `routes` answers by path. */
async function startServer(host: string, routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { hits, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const loopbackAllowed: AddressPolicy = (address) => address === '127.0.0.1';

const html = (res: http.ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('the default address policy', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses, IPv6 too', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(publicAddressesOnly(address, 4), address).toBe(false);
    }
    for (const address of [
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '64:ff9b::a9fe:a9fe',
    ]) {
      expect(publicAddressesOnly(address, 6), address).toBe(false);
    }
  });

  it('allows public addresses', () => {
    expect(publicAddressesOnly('93.184.216.34', 4)).toBe(true);
    expect(publicAddressesOnly('8.8.8.8', 4)).toBe(true);
    expect(publicAddressesOnly('2606:4700:4700::1111', 6)).toBe(true);
    expect(publicAddressesOnly('::ffff:8.8.8.8', 6)).toBe(true);
  });
});

describe('safeFetch', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let origin: string;

  beforeAll(async () => {
    server = await startServer('127.0.0.1', {
      '/page': (_req, res) =>
        html(
          res,
          `<html><head><title>Fallback &amp; title</title>
           <meta property="og:title" content="Summer &quot;Social&quot;">
           <meta content="Bring snacks &amp; friends" property="og:description">
           <meta property="og:image" content="/cover.png"><meta property="og:site_name" content="Park Club">
           </head><body>Hello</body></html>`,
        ),
      '/plain': (_req, res) => html(res, '<title>Only a title</title><meta name="description" content="Described">'),
      '/hop1': (_req, res) => res.writeHead(302, { location: '/hop2' }).end(),
      '/hop2': (_req, res) => res.writeHead(301, { location: '/hop3' }).end(),
      '/hop3': (_req, res) => res.writeHead(307, { location: '/page' }).end(),
      '/hop0': (_req, res) => res.writeHead(302, { location: '/hop1' }).end(),
      '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-localhost-name': (req, res) => res.writeHead(302, { location: `http://localhost:${(req.socket.localPort ?? 0).toString()}/page` }).end(),
      '/big': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<meta property="og:title" content="Big page">');
        // Far more than the limit: the fetch stops reading at the limit.
        for (let i = 0; i < 64; i += 1) res.write('x'.repeat(64 * 1024));
        res.end();
      },
      '/slow': () => undefined,
      '/image.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)),
    });
    origin = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());
  beforeEach(() => clearLinkPreviewCache());

  it('refuses loopback, private and metadata addresses by default, before connecting', async () => {
    const before = server.hits.length;
    for (const url of [
      `${origin}/page`,
      `http://localhost:${server.port}/page`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${server.port}/page`,
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect((await refusal(safeFetch(url))).reason, url).toBe('ADDRESS_REFUSED');
    }
    expect(server.hits.length).toBe(before);
  });

  it('checks every address a name resolves to', async () => {
    const lookup = ((_host: string, _options: unknown, callback: (error: null, addresses: { address: string; family: number }[]) => void) =>
      callback(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ])) as unknown as typeof import('node:dns').lookup;
    expect((await refusal(safeFetch('http://mixed.example/', { lookup }))).reason).toBe('ADDRESS_REFUSED');
  });

  it('takes only http and https', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/']) {
      expect((await refusal(safeFetch(url))).reason, url).toBe('INVALID_URL');
    }
  });

  it('reads the Open Graph data of a page the policy allows', async () => {
    expect(await previewLink(`${origin}/page`, { policy: loopbackAllowed })).toEqual({
      url: `${origin}/page`,
      title: 'Summer "Social"',
      description: 'Bring snacks & friends',
      image: `${origin}/cover.png`,
      siteName: 'Park Club',
    });
    expect(await previewLink(`${origin}/plain`, { policy: loopbackAllowed })).toEqual({
      url: `${origin}/plain`,
      title: 'Only a title',
      description: 'Described',
      image: null,
      siteName: '127.0.0.1',
    });
  });

  it('remembers a preview instead of fetching the page again', async () => {
    await previewLink(`${origin}/plain`, { policy: loopbackAllowed });
    const hits = server.hits.length;
    await previewLink(`${origin}/plain`, { policy: loopbackAllowed });
    expect(server.hits.length).toBe(hits);
  });

  it('follows three redirects, not four', async () => {
    expect((await safeFetch(`${origin}/hop1`, { policy: loopbackAllowed })).url).toBe(`${origin}/page`);
    expect((await refusal(safeFetch(`${origin}/hop0`, { policy: loopbackAllowed }))).reason).toBe('TOO_MANY_REDIRECTS');
  });

  it('checks the address again after a redirect', async () => {
    expect((await refusal(safeFetch(`${origin}/to-metadata`, { policy: loopbackAllowed }))).reason).toBe('ADDRESS_REFUSED');
    // localhost may resolve to ::1, which this policy refuses; either way nothing but 127.0.0.1 is reached.
    const hits = server.hits.length;
    const viaName = await safeFetch(`${origin}/to-localhost-name`, { policy: (address) => address === '127.0.0.1' && false }).then(
      () => 'fetched',
      (error: unknown) => (error as SafeFetchError).reason,
    );
    expect(viaName).toBe('ADDRESS_REFUSED');
    expect(server.hits.length).toBe(hits);
  });

  it('stops reading at the size limit and still previews the head', async () => {
    const page = await safeFetch(`${origin}/big`, { policy: loopbackAllowed, maxBytes: 100 * 1024 });
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(100 * 1024);
    expect((await previewLink(`${origin}/big`, { policy: loopbackAllowed, maxBytes: 100 * 1024 })).title).toBe('Big page');
  });

  it('gives up on a page that does not answer in time', async () => {
    expect((await refusal(safeFetch(`${origin}/slow`, { policy: loopbackAllowed, timeoutMs: 300 }))).reason).toBe('TIMEOUT');
  });

  it('refuses what is not a web page', async () => {
    await expect(previewLink(`${origin}/image.png`, { policy: loopbackAllowed })).rejects.toMatchObject({ code: 'LINK_PREVIEW_UNAVAILABLE' });
    await expect(previewLink(`${origin}/missing`, { policy: loopbackAllowed })).rejects.toMatchObject({ code: 'LINK_PREVIEW_UNAVAILABLE' });
  });
});

describeOnOneDatabase('GET /link-preview', (h) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await h().signIn('preview-user@example.com');
  });

  const get = (url: string, viewer: TestUser | null) =>
    h().app.inject({ method: 'GET', url: `/api/link-preview?url=${encodeURIComponent(url)}`, headers: viewer ? bearer(viewer.token) : {} });

  it('is for signed-in users', async () => {
    expect((await get('https://example.com/', null)).statusCode).toBe(401);
  });

  it('refuses private and metadata addresses and other schemes with the field at fault', async () => {
    for (const url of ['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.1/', 'ftp://example.com/']) {
      const res = await get(url, user);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as ErrorBody).fieldErrors?.map((error) => error.field)).toEqual(['query.url']);
    }
    const empty = await h().app.inject({ method: 'GET', url: '/api/link-preview', headers: bearer(user.token) });
    expect(empty.statusCode).toBe(400);
  });
});
