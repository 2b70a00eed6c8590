import { CONFIG_DEFAULTS, type ConfigsReply, type ErrorBody, type ProposalConfig, type SocialConfig } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { READ_CACHE_HEADER } from '../../http/plugins/public-read-cache';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, type TestUser } from '../../test/kit';
import { readConfig } from '.';

describeOnOneDatabase('settings (configs)', (h) => {
  let staff: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    staff = await h().signIn('configs-staff@example.com', { admin: true });
    member = await h().signIn('configs-member@example.com');
  });

  const read = (url: string) => h().app.inject({ method: 'GET', url: `/api${url}` });
  const patch = (user: TestUser | null, url: string, payload: object) =>
    h().app.inject({ method: 'PATCH', url: `/api${url}`, headers: user ? bearer(user.token) : {}, payload });

  it('answers the defaults of every group until staff change one, and other areas read the same values', async () => {
    const all = await read('/configs');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json() as ConfigsReply;
    expect(body.conference).toBeNull();
    expect(body.mapTileUrl).toBeNull();
    expect({ ...body, conference: undefined, mapTileUrl: undefined }).toEqual({ ...CONFIG_DEFAULTS, conference: undefined, mapTileUrl: undefined });
    expect((await read('/configs/newsletter')).json()).toEqual(CONFIG_DEFAULTS.newsletter);
    expect(await readConfig(h().db, 'payment')).toEqual(CONFIG_DEFAULTS.payment);
    // The payments area answers for its group: the deployment's provider and fees with these settings.
    expect((await read('/configs/payment')).json()).toMatchObject({ currency: 'usd', ...CONFIG_DEFAULTS.payment });
  });

  it('lets staff change some keys of a group, keeps the others, and drops the cached answers at once', async () => {
    expect((await read('/configs/proposal')).headers[READ_CACHE_HEADER]).toBe('miss');
    expect((await read('/configs/proposal')).headers[READ_CACHE_HEADER]).toBe('hit');
    await read('/configs');

    const changed = await patch(staff, '/configs/proposal', { defaultQuorum: 8, socialActivities: ['Dinner', 'Sailing'] });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected: ProposalConfig = { ...CONFIG_DEFAULTS.proposal, defaultQuorum: 8, socialActivities: ['Dinner', 'Sailing'] };
    expect(changed.json()).toEqual(expected);

    const after = await read('/configs/proposal');
    expect([after.headers[READ_CACHE_HEADER], after.json()]).toEqual(['miss', expected]);
    const all = await read('/configs');
    expect([all.headers[READ_CACHE_HEADER], (all.json() as ConfigsReply).proposal]).toEqual(['miss', expected]);
    expect(await readConfig(h().db, 'proposal')).toEqual(expected);

    expect((await patch(staff, '/configs/payment', { attendanceDepositCents: 2500 })).statusCode).toBe(200);
    expect((await read('/configs/payment')).json()).toMatchObject({
      attendanceDepositCents: 2500,
      paidProposalPriceCents: CONFIG_DEFAULTS.payment.paidProposalPriceCents,
    });

    // A second change keeps the first.
    expect((await patch(staff, '/configs/proposal', { creatorPointsReward: 250 })).json()).toEqual({ ...expected, creatorPointsReward: 250 });
  });

  it('refuses anyone but staff, and changes nothing', async () => {
    const before = await readConfig(h().db, 'payment');
    expect((await patch(null, '/configs/payment', { attendanceDepositCents: 1 })).statusCode).toBe(401);
    expect((await patch(member, '/configs/payment', { attendanceDepositCents: 1 })).statusCode).toBe(403);
    expect(await readConfig(h().db, 'payment')).toEqual(before);
  });

  it('names the field at fault: a wrong type, an unknown key, a default city that is not a city', async () => {
    const cases: [string, object, string][] = [
      ['/configs/proposal', { defaultQuorum: 'many' }, 'body.defaultQuorum'],
      ['/configs/payment', { attendanceDepositCents: -5 }, 'body.attendanceDepositCents'],
      ['/configs/social', { cities: [{ name: 'Paris' }] }, 'body.cities.0.country'],
      ['/configs/circle', { colour: 'red' }, 'body.colour'],
      ['/configs/social', { cityDefault: 'Atlantis' }, 'body.cityDefault'],
      ['/configs/proposal', { paidDeadlineDays: 60 }, 'body.paidDeadlineDays'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await patch(staff, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(
        (res.json() as ErrorBody).fieldErrors?.map((fault) => fault.field),
        res.body,
      ).toContain(field);
    }
    const social = (await read('/configs/social')).json() as SocialConfig;
    expect(social.cityDefault).toBe(CONFIG_DEFAULTS.social.cityDefault);
  });

  it('keeps the partner menus staff set, and takes only http(s) website addresses with a link text', async () => {
    expect((await read('/configs/partnerMenus')).json()).toEqual(CONFIG_DEFAULTS.partnerMenus);
    const ycp = { websiteLabel: 'YCP home', websiteUrl: 'https://ycp.test/home' };
    const changed = await patch(staff, '/configs/partnerMenus', { ycp });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = { ...CONFIG_DEFAULTS.partnerMenus, ycp };
    expect(changed.json()).toEqual(expected);
    expect(((await read('/configs')).json() as ConfigsReply).partnerMenus).toEqual(expected);

    const refused: [object, string][] = [
      [{ penn2012: { websiteLabel: 'Penn', websiteUrl: 'javascript:alert(1)' } }, 'body.penn2012.websiteUrl'],
      [{ penn2012: { websiteLabel: 'Penn', websiteUrl: 'ftp://penn.test/' } }, 'body.penn2012.websiteUrl'],
      [{ penn2012: { websiteLabel: 'Penn', websiteUrl: 'penn.test' } }, 'body.penn2012.websiteUrl'],
      [{ yp2022: { websiteLabel: '', websiteUrl: 'https://yp.test/' } }, 'body.yp2022.websiteLabel'],
      [{ other: { websiteLabel: 'Other', websiteUrl: '' } }, 'body.other'],
    ];
    for (const [payload, field] of refused) {
      const res = await patch(staff, '/configs/partnerMenus', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(
        (res.json() as ErrorBody).fieldErrors?.map((fault) => fault.field),
        res.body,
      ).toContain(field);
    }
    // A partner without a website is allowed: its menu is Contact alone.
    const cleared = await patch(staff, '/configs/partnerMenus', { penn2012: { websiteLabel: '', websiteUrl: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await readConfig(h().db, 'partnerMenus')).toEqual({ ...expected, penn2012: { websiteLabel: '', websiteUrl: '' } });
  });

  it('moves the default city together with the cities in one change', async () => {
    const cities = [{ name: 'Austin', country: 'United States' }];
    const res = await patch(staff, '/configs/social', { cities, cityDefault: 'Austin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cities, cityDefault: 'Austin' });
  });
});
