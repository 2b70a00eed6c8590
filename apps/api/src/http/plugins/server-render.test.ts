import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Conference, Social } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../core/config';
import { bearer, createSocial, DAY, HOUR } from '../../test/kit';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { defaultWebApps, type WebApp } from './web-apps';

const PUBLIC_URL = 'https://socials.example.com';
const HOSTILE = `</title><script>alert(1)</script> & "x"`;
const HOSTILE_IN_HTML = '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;';
const COVER = 'https://img.example.com/cover.png?size=large&fit=crop';

const builtApp = (name: string) => {
  const webApp = defaultWebApps(REPO_ROOT).find((candidate) => candidate.name === name)!;
  if (!existsSync(webApp.serverEntry!) || !existsSync(join(webApp.distDir, 'index.html'))) {
    throw new Error(`These tests render the built ${name}: run \`npx nx run ${name}:build\` first`);
  }
  return webApp;
};
const publicWeb = builtApp('public-web');
const conferenceSite = builtApp('conference-site');

/** A built app under `basePath` whose server entry's renderPage is `renderPageSource`, given 200 ms to render. */
function appWithRender(basePath: string, renderPageSource: string): WebApp {
  const root = mkdtempSync(join(tmpdir(), 'socials-ssr-'));
  const distDir = join(root, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<html><head><!-- page-head --><title>Shell</title><!-- /page-head --></head><body><div id="root"></div></body></html>',
  );
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
  // The render's preloads (index.html's own, the entry's imports, are written by Vite without the " />").
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map((match) => match[1]!);
  return { head, root, stateJson, meta, canonical, title, preloads };
}

/** The built files a page's lazy module `source` loads (itself and its static imports), less the entry's, from the app's build manifest. */
function chunksOf(webApp: WebApp, source: string): string[] {
  const manifest = JSON.parse(readFileSync(join(webApp.distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const closure = (keys: string[]): Set<string> => {
    const files = new Set<string>();
    for (const key of keys) {
      if (files.has(manifest[key]!.file)) continue;
      files.add(manifest[key]!.file);
      for (const file of closure(manifest[key]!.imports ?? [])) files.add(file);
    }
    return files;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...closure([source])].filter((file) => !entry.has(file)).map((file) => `${webApp.basePath}${file}`);
}

/** A proposal of two choices (a venue and a date), open for votes; `overrides` as in the API's body. */
const proposalBody = (overrides: Record<string, unknown>) => ({
  choices: [
    { kind: 'VENUE', label: 'Rooftop', venue: 'The rooftop bar' },
    { kind: 'DATE', label: 'A Friday', eventTimestamp: Date.UTC(2031, 5, 13, 23) },
  ],
  ...overrides,
});

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
      // The page's chunk and its imports come with the entry, not after it.
      const chunks = chunksOf(publicWeb, 'src/app/social-route.tsx');
      expect(chunks.length).toBeGreaterThan(0);
      expect(page.preloads.sort()).toEqual(chunks.sort());
      // Search engines get the event as schema.org JSON-LD, which nothing in it can break out of.
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.head)?.[1] ?? '';
      expect(jsonLd).not.toMatch(/[<>]/);
      expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Event', name: HOSTILE, url: page.canonical, image: [COVER] });

      expect(page.stateJson).not.toBeNull();
      expect(page.stateJson).not.toMatch(/[<>]/);
      expect(JSON.stringify(JSON.parse(page.stateJson!))).toContain(JSON.stringify(HOSTILE));
    });

    it("serves the page the payment provider returns to without the visitor's payment, and so with no script to run", async () => {
      const social = await hostSocial({ title: 'Paid Night' });
      for (const outcome of ['success', 'cancelled']) {
        const res = await anonymousGet(h, `/socials/${social.slug}?payment=${outcome}&paymentId=00000000-0000-4000-8000-000000000001`);
        expect(res.statusCode, outcome).toBe(200);
        const page = readPage(res.body);
        expect(page.root, outcome).toContain('>Paid Night</h1>');
        // Every <script> but the page's data blocks and its modules is inline code the CSP blocks.
        const inlineScripts = [...res.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/g)];
        expect(inlineScripts, outcome).toEqual([]);
        // How the visitor's own payment went is not in the page every visitor gets: the browser adds it.
        expect(page.root, outcome).not.toContain('checkout-return-title');
        expect(page.root, outcome).not.toMatch(/<!--\$[!?]-->/);
      }
    });

    it('gives a social without a cover the default preview image', async () => {
      const social = await hostSocial({ title: 'Plain Night' });
      const page = readPage((await anonymousGet(h, `/socials/${social.slug}`)).body);
      expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/default-social-card.png`);
      expect(page.root).toContain('Plain Night');
    });

    it("carries in a private social's page what its API tells an anonymous caller, and nothing of the hosts' view", async () => {
      const host = await h().signIn('host@example.com');
      const social = await createSocial(h(), host, {
        title: 'Private Supper',
        isPublic: false,
        isOnline: true,
        onlineLink: 'https://meet.example.com/secret-room',
      });
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

    it("renders the home page with its lists and the site's head", async () => {
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

    it('renders a public proposal with its choices and head tags, every value escaped, and preloads its chunk', async () => {
      const owner = await h().signIn('ssr-proposer@example.com', { firstName: 'Paula', lastName: 'Proposer' });
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/proposals',
        headers: bearer(owner.token),
        payload: proposalBody({ title: `Supper club ${HOSTILE}`, description: 'Vote for the <b>night</b> & "venue".' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { slug } = created.json() as { slug: string };

      const res = await anonymousGet(h, `/proposals/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      const page = readPage(res.body);
      expect(page.root).toContain(`Supper club ${HOSTILE_IN_HTML}</h1>`);
      expect(page.root).toContain('Rooftop');
      expect(page.root).not.toContain('Loading');
      expect(page.title).toBe(`Supper club ${HOSTILE_IN_HTML} · Socials`);
      expect(page.meta('og:description')).toBe('Vote for the &lt;b&gt;night&lt;/b&gt; &amp; &quot;venue&quot;.');
      expect(page.canonical).toBe(`${PUBLIC_URL}/proposals/${slug}`);
      expect(page.preloads.sort()).toEqual(chunksOf(publicWeb, 'src/features/proposals/proposal-page.tsx').sort());

      const list = readPage((await anonymousGet(h, '/proposals')).body);
      expect(list.root).toContain(`Supper club ${HOSTILE_IN_HTML}`);
      expect(list.title).toBe('Proposals · Socials');
      expect(list.preloads.sort()).toEqual(chunksOf(publicWeb, 'src/features/proposals/proposals-page.tsx').sort());
      // A page of its own, though /proposals/:slug would match it too.
      expect(readPage((await anonymousGet(h, '/proposals/new')).body).root).toBeNull();
    });

    it("carries in a circle's proposal what its API tells an anonymous caller, and nothing more", async () => {
      const owner = await h().signIn('ssr-circle-proposer@example.com');
      const circle = await h().app.inject({
        method: 'POST',
        url: '/api/circles',
        headers: bearer(owner.token),
        payload: { name: 'Quiet Readers', description: 'Members only', visibility: 'PRIVATE' },
      });
      expect(circle.statusCode, circle.body).toBe(201);
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/proposals',
        headers: bearer(owner.token),
        payload: proposalBody({ title: 'Secret Salon', description: 'Hidden plans', circleId: (circle.json() as { id: string }).id }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { slug } = created.json() as { slug: string };

      const api = await anonymousGet(h, `/api/proposals/slug/${slug}`);
      const res = await anonymousGet(h, `/proposals/${slug}`);
      expect(res.statusCode).toBe(api.statusCode === 404 ? 404 : 200);
      if (api.statusCode !== 200) {
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('Secret Salon');
        expect(res.body).not.toContain('Hidden plans');
        expect(res.body).not.toContain('id="server-state"');
        return;
      }
      const state = JSON.parse(readPage(res.body).stateJson!) as { api: { queries: Record<string, { data?: unknown }> } };
      const served = Object.values(state.api.queries).find((query) => JSON.stringify(query.data ?? null).includes(slug));
      expect(served?.data).toEqual(api.json());
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

const CONFERENCE_HOST = 'summit.example.com';
const CONFERENCE_START = Date.UTC(2031, 4, 12, 13); // 09:00 in New York

describeOnOneDatabase(
  "server-rendered pages of a conference's own site",
  (h) => {
    const onConferenceHost = (url: string) => h().app.inject({ method: 'GET', url, headers: { host: CONFERENCE_HOST } });
    let conference: Conference;

    it('serves the plain page while the conference of the host is unpublished, with nothing of it', async () => {
      const staff = await h().signIn('ssr-conference-staff@example.com', { admin: true });
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/conferences',
        headers: bearer(staff.token),
        payload: {
          slug: 'render-summit',
          name: `Render Summit ${HOSTILE}`,
          tagline: 'Two days of <fast> pages & "HTML"',
          startsAt: CONFERENCE_START,
          endsAt: CONFERENCE_START + DAY + 9 * HOUR,
          timezone: 'America/New_York',
          venueName: 'Pier 57',
          venueAddress: '25 11th Ave, New York',
          domain: CONFERENCE_HOST,
          published: false,
          branding: { primaryColor: '#b91c1c', heroImageUrl: COVER, logoUrl: 'https://img.example.com/logo.png' },
          passes: [{ name: 'General', priceCents: 25_000, quantity: 100 }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      conference = created.json() as Conference;
      expect((await anonymousGet(h, `/api/conferences?domain=${CONFERENCE_HOST}`)).json()).toMatchObject({ data: [] });

      for (const url of ['/', '/speakers', '/conference/agenda']) {
        const res = await onConferenceHost(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).not.toContain('Render Summit');
        expect(res.body, url).not.toContain('Pier 57');
        expect(res.body, url).not.toContain('id="server-state"');
      }

      const published = await h().app.inject({
        method: 'PATCH',
        url: `/api/conferences/${conference.id}`,
        headers: bearer(staff.token),
        payload: { published: true },
      });
      expect(published.statusCode, published.body).toBe(200);
      const speaker = await h().app.inject({
        method: 'POST',
        url: '/api/speakers',
        headers: bearer(staff.token),
        payload: { conferenceId: conference.id, name: 'Ada Lovelace', headline: `Analyst ${HOSTILE}` },
      });
      expect(speaker.statusCode, speaker.body).toBe(201);
      const session = await h().app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: bearer(staff.token),
        payload: {
          conferenceId: conference.id,
          title: 'Opening keynote',
          track: 'AI',
          room: 'Main hall',
          startsAt: CONFERENCE_START,
          endsAt: CONFERENCE_START + HOUR,
          speakerIds: [(speaker.json() as { id: string }).id],
        },
      });
      expect(session.statusCode, session.body).toBe(201);
    });

    it("renders the home at / and /conference/ with the conference's content, colours, logo and head, every value escaped", async () => {
      for (const url of ['/', '/conference/']) {
        const res = await onConferenceHost(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.vary, url).toContain('cookie');
        expect(res.body, url).not.toContain('<script>alert(1)');
        const page = readPage(res.body);
        expect(page.root, url).toContain(`Render Summit ${HOSTILE_IN_HTML}</h1>`);
        expect(page.root, url).toMatch(/May 12\s–\s13, 2031/);
        expect(page.root, url).toContain('Pier 57');
        expect(page.root, url).toContain('--conference-primary:#b91c1c');
        expect(page.root, url).toContain('src="https://img.example.com/logo.png"');
        expect(page.title, url).toBe(`Render Summit ${HOSTILE_IN_HTML}`);
        expect(page.head.match(/<title>/g), url).toHaveLength(1);
        expect(page.meta('og:description'), url).toBe('Two days of &lt;fast&gt; pages &amp; &quot;HTML&quot;');
        expect(page.meta('og:site_name'), url).toBe(`Render Summit ${HOSTILE_IN_HTML}`);
        for (const key of ['og:image', 'twitter:image'])
          expect(page.meta(key), `${url} ${key}`).toBe('https://img.example.com/cover.png?size=large&amp;fit=crop');
        expect(page.meta('twitter:card'), url).toBe('summary_large_image');
        expect(page.canonical, url).toBe(`http://${CONFERENCE_HOST}${url}`);
        expect(page.preloads.sort(), url).toEqual(chunksOf(conferenceSite, 'src/app/site-pages.tsx').sort());
        expect(page.stateJson, url).not.toMatch(/[<>]/);
      }
    });

    it('renders the speakers, agenda, venue and partners with their content and a title each', async () => {
      const expected: Record<string, string[]> = {
        '/speakers': ['Speakers', 'Ada Lovelace', `Analyst ${HOSTILE_IN_HTML}`],
        '/agenda': ['Agenda', 'Opening keynote', 'Main hall', '9:00 AM EDT'],
        '/conference/venue': ['Venue', '25 11th Ave, New York'],
        '/partners': ['Partners', 'Partners to be announced'],
      };
      for (const [url, texts] of Object.entries(expected)) {
        const res = await onConferenceHost(url);
        expect(res.statusCode, url).toBe(200);
        const page = readPage(res.body);
        for (const text of texts) expect(page.root, `${url}: ${text}`).toContain(text);
        expect(page.root, url).not.toContain('Loading');
        expect(page.title, url).toBe(`${texts[0]} · Render Summit ${HOSTILE_IN_HTML}`);
        expect(page.preloads.length, url).toBeGreaterThan(0);
      }
    });

    it('leaves pages for ticket holders to the browser', async () => {
      for (const url of ['/my-tickets', '/tickets', '/auth/login']) {
        const res = await onConferenceHost(url);
        expect([res.statusCode, readPage(res.body).root], url).toEqual([200, null]);
      }
    });

    it('renders the only published conference at /conference/ on the platform too, with no CONFERENCE_ID', async () => {
      const elsewhere = await anonymousGet(h, '/conference/speakers');
      expect(elsewhere.statusCode).toBe(200);
      expect(readPage(elsewhere.body).root).toContain('Ada Lovelace');
      expect(readPage(elsewhere.body).title).toBe(`Speakers · Render Summit ${HOSTILE_IN_HTML}`);
    });
  },
  {
    env: { PUBLIC_URL, CONFERENCE_HOST },
    webApps: { apps: [conferenceSite, publicWeb], conferenceHost: CONFERENCE_HOST },
  },
);

describeOnOneDatabase(
  'the conference CONFERENCE_ID names, at /conference/ on the platform (no CONFERENCE_HOST)',
  (h) => {
    const get = (host: string, url: string) => h().app.inject({ method: 'GET', url, headers: { host } });

    beforeAll(async () => {
      const staff = await h().signIn('configured-staff@example.com', { admin: true });
      for (const [slug, name, domain] of [
        ['configured-summit', 'Configured Summit', null],
        ['other-days', 'Other Days', 'other-days.example.com'],
      ] as const) {
        const created = await h().app.inject({
          method: 'POST',
          url: '/api/conferences',
          headers: bearer(staff.token),
          payload: { slug, name, startsAt: CONFERENCE_START, endsAt: CONFERENCE_START + DAY, timezone: 'America/New_York', domain, published: true },
        });
        expect(created.statusCode, created.body).toBe(201);
      }
    });

    it('renders it at /conference/ on the platform, another one a link names, and its own on a domain', async () => {
      const cases = [
        ['localhost:8080', '/conference/', 'Configured Summit', 'Other Days'],
        ['localhost:8080', '/conference/venue', 'Configured Summit', 'Other Days'],
        ['localhost:8080', '/conference/?conference=other-days', 'Other Days', 'Configured Summit'],
        ['other-days.example.com', '/', 'Other Days', 'Configured Summit'],
        ['other-days.example.com', '/conference/', 'Other Days', 'Configured Summit'],
      ] as const;
      for (const [host, url, shown, hidden] of cases) {
        const res = await get(host, url);
        expect(res.statusCode, `${host}${url}`).toBe(200);
        const page = readPage(res.body);
        expect(page.root, `${host}${url}`).toContain(shown);
        expect(res.body, `${host}${url}`).not.toContain(hidden);
        // The address a search engine keeps for the page shows the same conference.
        expect(page.canonical, `${host}${url}`).toBe(`http://${host}${url}`);
      }
    });
  },
  {
    env: { PUBLIC_URL, CONFERENCE_ID: 'configured-summit' },
    webApps: { apps: [conferenceSite, publicWeb] },
  },
);

describeOnOneDatabase(
  'each conference on its own domain (no CONFERENCE_HOST)',
  (h) => {
    const onHost = (host: string, url = '/') => h().app.inject({ method: 'GET', url, headers: { host } });
    const sites = [
      { slug: 'data-days', name: 'Data Days', domain: 'data-days.example.com', primaryColor: '#b91c1c', accentColor: '#0f766e' },
      { slug: 'ops-week', name: 'Ops Week', domain: 'opsweek.example.org', primaryColor: '#1d4ed8', accentColor: '#ca8a04' },
    ];
    const hidden = { slug: 'hidden-summit', name: 'Hidden Summit', domain: 'hidden.example.net', primaryColor: '#15803d', accentColor: '#7c3aed' };
    const names = [...sites, hidden].map((site) => site.name);

    beforeAll(async () => {
      const staff = await h().signIn('domains-staff@example.com', { admin: true });
      for (const [site, published] of [...sites.map((s) => [s, true] as const), [hidden, false] as const]) {
        const created = await h().app.inject({
          method: 'POST',
          url: '/api/conferences',
          headers: bearer(staff.token),
          payload: {
            slug: site.slug,
            name: site.name,
            startsAt: CONFERENCE_START,
            endsAt: CONFERENCE_START + DAY,
            timezone: 'America/New_York',
            domain: site.domain,
            published,
            branding: { primaryColor: site.primaryColor, accentColor: site.accentColor },
          },
        });
        expect(created.statusCode, created.body).toBe(201);
      }
    });

    it("serves each domain its own conference's site, server-rendered with its name and colours, under / and /conference/", async () => {
      for (const site of sites) {
        for (const [host, url] of [
          [site.domain, '/'],
          [`www.${site.domain}:8443`, '/'],
          [site.domain, '/conference/'],
          [site.domain, '/venue'],
        ] as const) {
          const res = await onHost(host, url);
          expect(res.statusCode, `${host}${url}`).toBe(200);
          const page = readPage(res.body);
          expect(page.root, `${host}${url}`).toContain(site.name);
          expect(page.root, `${host}${url}`).toContain(`--conference-primary:${site.primaryColor}`);
          expect(page.root, `${host}${url}`).toContain(`--conference-accent:${site.accentColor}`);
          expect(res.body, `${host}${url}`).toContain('src="/conference/assets/');
          for (const other of names.filter((name) => name !== site.name)) expect(res.body, `${host}${url}`).not.toContain(other);
        }
      }
    });

    it('gives public-web to any other host, to look-alikes of a domain, and to the domain of an unpublished conference', async () => {
      const hosts = [
        'socials.example.com',
        'evil-data-days.example.com',
        'sub.data-days.example.com',
        'data-days.example.com.evil.io',
        hidden.domain,
        'not a host name',
      ];
      for (const host of hosts) {
        const res = await onHost(host);
        expect(res.statusCode, host).toBe(200);
        expect(res.body, host).toMatch(/src="\/assets\/index-/);
        expect(res.body, host).not.toContain('/conference/assets/');
        for (const name of names) expect(res.body, host).not.toContain(name);
      }
      // The conference site under /conference/ away from a conference's domain: the plain page, nothing of any conference.
      const elsewhere = await onHost(hidden.domain, '/conference/');
      expect(elsewhere.body).toContain('<div id="root"></div>');
      for (const name of names) expect(elsewhere.body).not.toContain(name);
    });
  },
  {
    env: { PUBLIC_URL },
    webApps: { apps: [conferenceSite, publicWeb] },
  },
);
