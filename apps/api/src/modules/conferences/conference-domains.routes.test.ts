import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Conference } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { fakeDist } from '../../test/fake-web-apps';
import { apiCalls, DAY, fieldsOf, type TestUser } from '../../test/kit';
import { updateConference } from './conferences.repo';

const PUBLIC_URL = 'https://socials.example.com';
/** The deployment's conference host, configured for another conference than the ones here. */
const CONFERENCE_HOST = 'summit.socials-events.com';
const START = Date.UTC(2031, 4, 12, 13);

const root = mkdtempSync(join(tmpdir(), 'socials-domains-'));
const apps = ['host-portal', 'manager-console', 'conference-site', 'public-web'].map((name) => ({
  name,
  basePath: { 'host-portal': '/host/', 'manager-console': '/manager/', 'conference-site': '/conference/' }[name] ?? '/',
  distDir: fakeDist(root, name),
}));

describeOnEachDatabase(
  "a conference's own domain",
  (h) => {
    const { send, ok } = apiCalls(h);
    const page = (host: string, url = '/') => h().app.inject({ method: 'GET', url, headers: { host } });
    const titleOf = (body: string) => /<title>(.*)<\/title>/.exec(body)?.[1];
    let staff: TestUser;
    let organizer: TestUser;
    let conference: Conference;
    const create = (slug: string, extra: object = {}) =>
      ok<Conference>('POST', '/conferences', staff, {
        slug,
        name: `Conference ${slug}`,
        startsAt: START,
        endsAt: START + DAY,
        timezone: 'UTC',
        published: true,
        organizerIds: [organizer.userId],
        ...extra,
      });

    beforeAll(async () => {
      staff = await h().signIn('domains-staff@example.com', { admin: true });
      organizer = await h().signIn('domains-organizer@example.com');
      conference = await create('domain-summit');
      await create('taken-forum', { domain: 'taken.example.org' });
    });

    it('is never an IP address, localhost or the platform’s own host, for organizers and staff alike', async () => {
      for (const domain of [
        '127.0.0.1',
        'localhost',
        'socials.example.com',
        'www.socials.example.com',
        'app.localhost',
        '[::1]',
        'summit.example.com:8080',
        CONFERENCE_HOST,
      ]) {
        for (const user of [organizer, staff]) {
          const res = await send('PATCH', `/conferences/${conference.id}`, user, { domain });
          expect(res.statusCode, `${domain}: ${res.body}`).toBe(400);
          expect(fieldsOf(res), domain).toEqual(['body.domain']);
        }
      }
      const reserved = await send('PATCH', `/conferences/${conference.id}`, staff, { domain: 'socials.example.com' });
      expect(reserved.json()).toMatchObject({ message: 'This is the platform’s own address: a conference cannot be served on it' });
      expect(await ok<Conference>('GET', `/conferences/${conference.id}`, staff)).toMatchObject({ domain: null, requestedDomain: null });
    });

    it('is set by staff; an organizer’s is a request that serves nothing until staff approve it', async () => {
      const requested = await ok<Conference>('PATCH', `/conferences/${conference.id}`, organizer, { domain: 'Summit.Example.com' });
      expect(requested).toMatchObject({ domain: null, requestedDomain: 'summit.example.com' });
      expect((await ok<{ data: Conference[] }>('GET', '/conferences?domain=summit.example.com', null)).data).toEqual([]);
      // Only managers see the request.
      expect((await ok<Conference>('GET', `/conferences/${conference.id}`, null)).requestedDomain).toBeNull();
      expect((await send('POST', `/conferences/${conference.id}/domain-decision`, organizer, { approve: true })).statusCode).toBe(403);
      // Saving the form with the domain it has (none) leaves the request waiting.
      expect(await ok<Conference>('PATCH', `/conferences/${conference.id}`, staff, { domain: null, tagline: 'Saved' })).toMatchObject({
        domain: null,
        requestedDomain: 'summit.example.com',
      });

      const approved = await ok<Conference>('POST', `/conferences/${conference.id}/domain-decision`, staff, { approve: true });
      expect(approved).toMatchObject({ domain: 'summit.example.com', requestedDomain: null });
      expect(titleOf((await page('summit.example.com')).body)).toBe('conference-site');
      expect((await send('POST', `/conferences/${conference.id}/domain-decision`, staff, { approve: true })).statusCode).toBe(409);

      // An organizer keeps the domain when saving it unchanged, and cannot take it away.
      expect(await ok<Conference>('PATCH', `/conferences/${conference.id}`, organizer, { domain: 'summit.example.com', tagline: 'Kept' })).toMatchObject({
        domain: 'summit.example.com',
        requestedDomain: null,
      });
      const removed = await send('PATCH', `/conferences/${conference.id}`, organizer, { domain: null });
      expect([removed.statusCode, fieldsOf(removed)]).toEqual([403, ['body.domain']]);

      await ok('PATCH', `/conferences/${conference.id}`, organizer, { domain: 'elsewhere.example.com' });
      expect(await ok<Conference>('POST', `/conferences/${conference.id}/domain-decision`, staff, { approve: false })).toMatchObject({
        domain: 'summit.example.com',
        requestedDomain: null,
      });

      // Staff set one directly.
      const set = await ok<Conference>('PATCH', `/conferences/${conference.id}`, staff, { domain: 'www.Days.Example.com' });
      expect(set).toMatchObject({ domain: 'days.example.com', requestedDomain: null });
      expect(titleOf((await page('days.example.com')).body)).toBe('conference-site');
    });

    it('is unique among conferences: 409 on the domain, also when two saves race', async () => {
      for (const user of [staff, organizer]) {
        const taken = await send('PATCH', `/conferences/${conference.id}`, user, { domain: 'taken.example.org' });
        expect([taken.statusCode, fieldsOf(taken)]).toEqual([409, ['body.domain']]);
      }
      const created = await send('POST', '/conferences', staff, {
        slug: 'taken-again',
        name: 'Taken again',
        startsAt: START,
        endsAt: START + DAY,
        timezone: 'UTC',
        domain: 'taken.example.org',
      });
      expect([created.statusCode, fieldsOf(created)]).toEqual([409, ['body.domain']]);

      const [first, second] = await Promise.all([create('race-one'), create('race-two')]);
      const answers = await Promise.all([first!, second!].map((c) => send('PATCH', `/conferences/${c.id}`, staff, { domain: 'race.example.com' })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(fieldsOf(answers.find((res) => res.statusCode === 409)!)).toEqual(['body.domain']);
    });

    it('never gets the platform’s own paths or hosts, whatever is stored', async () => {
      // On a conference's domain, the back offices send to the platform's address and /api stays the API.
      for (const url of ['/host/', '/host', '/manager/conferences?x=1']) {
        const res = await page('days.example.com', url);
        expect([res.statusCode, res.headers.location], url).toEqual([302, `${PUBLIC_URL}${url}`]);
      }
      expect((await page('days.example.com', '/api/conferences?domain=days.example.com')).json()).toMatchObject({ data: [{ slug: 'domain-summit' }] });
      expect(titleOf((await page('days.example.com', '/agenda')).body)).toBe('conference-site');
      expect(titleOf((await page('socials.example.com', '/host/')).body)).toBe('host-portal');

      // Domains stored before these rules (the platform's host, an IP address) serve nothing.
      for (const [slug, domain] of [
        ['legacy-ip', '127.0.0.1'],
        ['legacy-platform', 'socials.example.com'],
        ['legacy-localhost', 'localhost'],
      ] as const) {
        const legacy = await create(slug);
        await updateConference(h().db, legacy.id, { domain });
      }
      for (const host of ['127.0.0.1', '127.0.0.1:8080', 'socials.example.com', 'www.socials.example.com', 'localhost:8080']) {
        for (const url of ['/', '/host/', '/manager/']) expect(titleOf((await page(host, url)).body), `${host}${url}`).not.toBe('conference-site');
      }
    });
  },
  { env: { PUBLIC_URL, CONFERENCE_HOST, CONFERENCE_ID: 'the-configured-summit' }, webApps: { apps } },
);
