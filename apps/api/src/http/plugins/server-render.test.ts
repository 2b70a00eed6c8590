import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Social } from '@socials/domain';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../core/config';
import { bearer, createSocial } from '../../test/kit';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { defaultWebApps, type WebApp } from './web-apps';

const PUBLIC_URL = 'https://socials.example.com';
const HOSTILE = `</title><script>alert(1)</script> & "x"`;
const HOSTILE_IN_HTML = '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;';
const COVER = 'https://img.example.com/cover.png?size=large&fit=crop';

const publicWeb = defaultWebApps(REPO_ROOT).find((webApp) => webApp.name === 'public-web')!;
if (!existsSync(publicWeb.serverEntry!) || !existsSync(join(publicWeb.distDir, 'index.html'))) {
  throw new Error('These tests render the built public-web: run `npx nx run public-web:build` first');
}

/** A built app under `basePath` whose server entry's renderPage is `renderPageSource`, given 200 ms to render. */
function appWithRender(basePath: string, renderPageSource: string): WebApp {
  const root = mkdtempSync(join(tmpdir(), 'socials-ssr-'));
  const distDir = join(root, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<html><head><!-- page-head --><title>Shell</title><!-- /page-head --></head><body><div id="root"></div></body></html>');
  const serverEntry = join(root, 'entry-server.mjs');
  writeFileSync(serverEntry, `export const renderPage = ${renderPageSource};\n`);
  return { name: basePath, basePath, distDir, serverEntry, serverRenderDeadlineMs: 200 };
}

/** The parts of a served page the tests look at. */
function readPage(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? null;
  const stateJson = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head)?.[1] ?? null;
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1] ?? null;
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null;
  return { head, root, stateJson, meta, canonical, title };
}

const anonymousGet = (h: () => Harness, url: string) => h().app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });

describeOnOneDatabase(
  'server-rendered public pages',
  (h) => {
    const hostSocial = async (overrides: Record<string, unknown>): Promise<Social> => createSocial(h(), await h().signIn('host@example.com'), overrides);

    it('serves an event page with its content in #root, its head tags and its state, every value escaped', async () => {
      const social = await hostSocial({ title: HOSTILE, description: `Bring a demo <b>now</b>.\n\nPizza & "drinks" after.`, splashImageUrl: COVER });
      const res = await anonymousGet(h, `/socials/${social.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.vary).toContain('cookie');
      expect(res.body).not.toContain('<script>alert(1)');

      const page = readPage(res.body);
      expect(page.root).toContain(`>${HOSTILE_IN_HTML}</h1>`);
      // The description is the host's Markdown or HTML, sanitised: bold stays bold, nothing runs.
      expect(page.root).toContain('Bring a demo <b>now</b>.');
      expect(page.title).toBe(`${HOSTILE_IN_HTML} · Socials`);
      expect(page.head.match(/<title>/g)).toHaveLength(1);
      expect(page.meta('description')).toBe('Bring a demo &lt;b&gt;now&lt;/b&gt;. Pizza &amp; &quot;drinks&quot; after.');
      expect(page.canonical).toBe(`${PUBLIC_URL}/socials/${social.slug}`);
      for (const key of ['og:title', 'twitter:title']) expect(page.meta(key), key).toBe(`${HOSTILE_IN_HTML} · Socials`);
      for (const key of ['og:description', 'twitter:description']) expect(page.meta(key), key).toBe(page.meta('description'));
      for (const key of ['og:image', 'twitter:image']) expect(page.meta(key), key).toBe('https://img.example.com/cover.png?size=large&amp;fit=crop');
      expect(page.meta('og:url')).toBe(page.canonical);
      expect(page.meta('og:type')).toBe('article');
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      // Search engines get the event as schema.org JSON-LD, which nothing in it can break out of.
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.head)?.[1] ?? '';
      expect(jsonLd).not.toMatch(/[<>]/);
      expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Event', name: HOSTILE, url: page.canonical, image: [COVER] });

      expect(page.stateJson).not.toBeNull();
      expect(page.stateJson).not.toMatch(/[<>]/);
      expect(JSON.stringify(JSON.parse(page.stateJson!))).toContain(JSON.stringify(HOSTILE));
    });

    it('gives a social without a cover the default preview image', async () => {
      const social = await hostSocial({ title: 'Plain Night' });
      const page = readPage((await anonymousGet(h, `/socials/${social.slug}`)).body);
      expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/default-social-card.png`);
      expect(page.root).toContain('Plain Night');
    });

    it('carries in a private social\'s page what its API tells an anonymous caller, and nothing of the hosts\' view', async () => {
      const host = await h().signIn('host@example.com');
      const social = await createSocial(h(), host, { title: 'Private Supper', isPublic: false, isOnline: true, onlineLink: 'https://meet.example.com/secret-room' });
      const api = await anonymousGet(h, `/api/socials/slug/${social.slug}`);
      const res = await anonymousGet(h, `/socials/${social.slug}`);
      expect(res.statusCode).toBe(api.statusCode === 404 ? 404 : 200);
      expect(res.body).not.toContain('secret-room');
      if (api.statusCode !== 200) {
        expect(res.body).not.toContain('Private Supper');
        return;
      }
      const state = JSON.parse(readPage(res.body).stateJson!) as { api: { queries: Record<string, { data?: unknown }> } };
      const served = Object.values(state.api.queries).find((query) => JSON.stringify(query.data ?? null).includes(social.id));
      expect(served?.data).toEqual(api.json());
    });

    it('answers a deleted social, which the API does not show, with the plain page and 404', async () => {
      const host = await h().signIn('host@example.com');
      const social = await createSocial(h(), host, { title: 'Gone Gathering', description: 'Secret plans.' });
      const deleted = await h().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}`, headers: bearer(host.token) });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      expect((await anonymousGet(h, `/api/socials/slug/${social.slug}`)).statusCode).toBe(404);

      const res = await anonymousGet(h, `/socials/${social.slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Gone Gathering');
      expect(res.body).not.toContain('Secret plans');
      expect(res.body).not.toContain('id="server-state"');
      expect(readPage(res.body).title).toBe('Socials: community events');
    });

    it('answers an unknown slug with the plain page and 404', async () => {
      const res = await anonymousGet(h, '/socials/no-such-social');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    });

    it('renders the home page with its lists and the site\'s head', async () => {
      const res = await anonymousGet(h, '/');
      expect(res.statusCode).toBe(200);
      const page = readPage(res.body);
      expect(page.root).toContain('Meet the people who build things');
      expect(page.canonical).toBe(`${PUBLIC_URL}/`);
      expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/default-social-card.png`);
    });

    it('renders a circle page with its members and head tags, and leaves /circles/new to the browser', async () => {
      const owner = await h().signIn('ssr-circle-owner@example.com', { firstName: 'Rita', lastName: 'Render' });
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/circles',
        headers: bearer(owner.token),
        payload: { name: `Render Runners ${HOSTILE}`, description: 'Sunday 10k in the park', visibility: 'PUBLIC' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { slug } = created.json() as { slug: string };

      const res = await anonymousGet(h, `/circles/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      const page = readPage(res.body);
      expect(page.root).toContain(`Render Runners ${HOSTILE_IN_HTML}</h1>`);
      expect(page.root).toContain('Rita Render');
      expect(page.root).not.toContain('Loading');
      expect(page.meta('og:description')).toBe('Sunday 10k in the park');
      expect(page.canonical).toBe(`${PUBLIC_URL}/circles/${slug}`);

      // A page of its own, though /circles/:slug would match it too: not a circle named "new".
      const newCircle = await anonymousGet(h, '/circles/new');
      expect([newCircle.statusCode, readPage(newCircle.body).root]).toEqual([200, null]);
      expect((await anonymousGet(h, '/circles/no-such-circle')).statusCode).toBe(404);
    });

    it('serves a visitor with a session, and pages it does not render, the plain page', async () => {
      const social = await hostSocial({ title: 'Members Evening' });
      const signedIn = await h().app.inject({ method: 'GET', url: `/socials/${social.slug}`, cookies: { socials_session: 'a-token' } });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain('<div id="root"></div>');
      expect(signedIn.body).not.toContain('Members Evening');
      const hosts = await anonymousGet(h, '/hosts');
      expect(hosts.statusCode).toBe(200);
      expect(hosts.body).toContain('<div id="root"></div>');
    });

    it('serves the plain page when a render fails or misses its deadline, instead of an error or a wait', async () => {
      for (const url of ['/broken/socials/anything', '/stuck/socials/anything']) {
        const res = await anonymousGet(h, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Shell</title>');
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    });
  },
  {
    env: { PUBLIC_URL },
    webApps: {
      apps: [
        appWithRender('/broken/', 'async () => { throw new Error("render broke"); }'),
        appWithRender('/stuck/', '() => new Promise(() => undefined)'),
        publicWeb,
      ],
    },
  },
);
