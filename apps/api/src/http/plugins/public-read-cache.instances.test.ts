import type { SocialDetail } from '@socials/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, socialBody } from '../../test/kit';
import { startTwoInstances, type ApiInstance, type TwoInstances } from '../../test/two-instances';
import { READ_CACHE_HEADER } from './public-read-cache';

type Instance = ApiInstance;

/**
 * Two API instances on one PostgreSQL database, each with its own pool, listening connection and
 * cache, as behind a load balancer: every kind of write made through A is never served stale by B
 * once B has received the notifications committed before it asks (B's catchUp).
 */
describe.skipIf(!process.env.DATABASE_URL)('public read cache across two instances [postgres]', () => {
  let instances: TwoInstances;
  let a: Instance;
  let b: Instance;
  let host: string;
  let guest: string;
  let secondGuest: string;
  let staff: string;

  beforeAll(async () => {
    instances = await startTwoInstances({ beforeAnswer: (services) => services.database.notifications.catchUp() });
    ({ a, b } = instances);
    host = (await instances.user('two-host@example.com')).token;
    guest = (await instances.user('two-guest@example.com')).token;
    secondGuest = (await instances.user('two-guest-2@example.com')).token;
    staff = (await instances.user('two-staff@example.com', true)).token;
  });

  afterAll(async () => {
    await instances?.close();
  });

  const read = (instance: Instance, url: string) => instance.app.inject({ method: 'GET', url });
  async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: object): Promise<LightMyRequestResponse> {
    const res = await a.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  }

  /** Warms B's cache with the page, runs the write through A, and returns B's page once B has heard of it. */
  async function afterWrite(url: string, change: () => Promise<unknown>): Promise<SocialDetail> {
    await read(b, url);
    const before = await read(b, url);
    expect(before.headers[READ_CACHE_HEADER]).toBe('hit');
    await change();
    expect(await b.services.database.notifications.catchUp()).toBe(true);
    const after = await read(b, url);
    expect(after.headers[READ_CACHE_HEADER]).toBe('miss');
    expect(after.body).not.toBe(before.body);
    // And from then on B serves what A serves.
    const fromA = await read(a, url);
    expect((await read(b, url)).body).toBe(fromA.body);
    return after.json() as SocialDetail;
  }

  async function newSocial(overrides: Record<string, unknown> = {}): Promise<{ id: string; url: string; tierId: string }> {
    const res = await write('POST', '/api/socials', host, socialBody({ title: 'Two Instances', ...overrides }));
    const social = res.json() as SocialDetail;
    return { id: social.id, url: `/api/socials/slug/${social.slug}`, tierId: social.ticketTiers[0]!.id };
  }

  it('an edit of the title', async () => {
    const social = await newSocial();
    expect((await afterWrite(social.url, () => write('PATCH', `/api/socials/${social.id}`, host, { title: 'Edited' }))).title).toBe('Edited');
  });

  it('an RSVP that takes a seat (spots left), then the last one (tier sold out), then a cancelled RSVP', async () => {
    const social = await newSocial({ ticketTiers: [{ name: 'Two seats', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: 2 }] });
    let rsvpId = '';
    const first = await afterWrite(social.url, async () => {
      rsvpId = ((await write('POST', `/api/socials/${social.id}/rsvps`, guest, {})).json() as { id: string }).id;
    });
    expect(first.ticketTiers[0]?.remainingQuantity).toBe(1);
    expect(first.confirmedPax).toBe(1);

    const soldOut = await afterWrite(social.url, () => write('POST', `/api/socials/${social.id}/rsvps`, secondGuest, {}));
    expect(soldOut.ticketTiers[0]?.remainingQuantity).toBe(0);

    const freed = await afterWrite(social.url, () => write('DELETE', `/api/socials/${social.id}/rsvps/${rsvpId}`, guest));
    expect(freed.ticketTiers[0]?.remainingQuantity).toBe(1);
    expect(freed.confirmedPax).toBe(1);
  });

  it('the hosts approving a pending RSVP', async () => {
    const social = await newSocial({ requiresApproval: true });
    const rsvp = (await write('POST', `/api/socials/${social.id}/rsvps`, guest, {})).json() as { id: string; status: string };
    expect(rsvp.status).toBe('PENDING');
    const approved = await afterWrite(social.url, () => write('PATCH', `/api/socials/${social.id}/rsvps/${rsvp.id}`, host, { status: 'APPROVED' }));
    expect(approved.confirmedPax).toBe(1);
  });

  it('the social cancelled', async () => {
    const social = await newSocial();
    expect((await afterWrite(social.url, () => write('POST', `/api/socials/${social.id}/cancel`, host))).isCancelled).toBe(true);
  });

  it('staff approving a social, then unpublishing it: its page and the public list', async () => {
    const social = await newSocial();
    const approved = await afterWrite(social.url, () => write('PATCH', `/api/socials/${social.id}`, staff, { publicApprovalStatus: 'APPROVED' }));
    expect(approved.publicApprovalStatus).toBe('APPROVED');

    const list = '/api/socials/public?limit=100';
    const listedIds = async (instance: Instance) => ((await read(instance, list)).json() as { data: { id: string }[] }).data.map((s) => s.id);
    expect(await listedIds(b)).toContain(social.id);
    expect((await read(b, list)).headers[READ_CACHE_HEADER]).toBe('hit');
    await write('PATCH', `/api/socials/${social.id}`, staff, { publicApprovalStatus: 'DECLINED', publicApprovalReason: 'Private event' });
    expect(await b.services.database.notifications.catchUp()).toBe(true);
    expect(await listedIds(b)).not.toContain(social.id);
  });
});
