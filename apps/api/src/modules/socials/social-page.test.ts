import type { Social, SocialDetail } from '@socials/domain';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../core/db';
import * as schema from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { getSocialDetail, getSocialDetailBySlug } from './socials.service';

describeOnEachDatabase('the page of a social', (h) => {
  let owner: TestUser;
  let cohost: TestUser;
  let invitee: TestUser;
  let guest: TestUser;
  let social: Social;
  /** The harness's database again, with every query it runs written down. */
  let counted: Db;
  const queries: string[] = [];
  let closeCounted: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    owner = await h().signIn('page-owner@example.com', { firstName: 'Olga', lastName: 'Owner' });
    cohost = await h().signIn('page-cohost@example.com', { firstName: 'Ann', lastName: 'Cohost' });
    invitee = await h().signIn('page-invitee@example.com', { firstName: 'Ivo', lastName: 'Invited' });
    guest = await h().signIn('page-guest@example.com', { firstName: 'Gita', lastName: 'Guest' });
    const admin = await h().signIn('page-staff@example.com', { admin: true });
    social = await createSocial(
      h(),
      owner,
      {
        title: 'Page Social',
        hostIds: [cohost.userId, invitee.userId],
        ticketTiers: [
          { name: 'Early', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: 5 },
          { name: 'Late', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null },
        ],
      },
      { coHost: cohost },
    );
    const approve = await h().app.inject({
      method: 'PATCH',
      url: `/api/socials/${social.id}`,
      headers: bearer(admin.token),
      payload: { publicApprovalStatus: 'APPROVED' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const rsvp = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token), payload: {} });
    expect(rsvp.statusCode, rsvp.body).toBe(201);

    const logger: Logger = { logQuery: (query) => queries.push(query) };
    const { connection } = h().services.database;
    if (connection.kind === 'pglite') {
      counted = drizzlePglite(connection.pglite, { schema, logger }) as unknown as Db;
    } else {
      const pool = new pg.Pool({ connectionString: connection.url, max: 2 });
      counted = drizzlePg(pool, { schema, logger }) as unknown as Db;
      closeCounted = () => pool.end();
    }
  });

  afterAll(() => closeCounted());

  async function countQueries<T>(read: () => Promise<T>): Promise<{ result: T; queries: number }> {
    queries.length = 0;
    const result = await read();
    return { result, queries: queries.length };
  }

  it('is read in one query for an anonymous visitor, by slug or id, and in three for a signed-in one', async () => {
    const bySlug = await countQueries(() => getSocialDetailBySlug(counted, null, social.slug));
    expect(bySlug.queries).toBe(1);
    const byId = await countQueries(() => getSocialDetail(counted, null, social.id));
    expect(byId.queries).toBe(1);
    expect(byId.result).toEqual(bySlug.result);

    const signedIn = await countQueries(() => getSocialDetailBySlug(counted, { userId: guest.userId, isAdmin: false }, social.slug));
    expect(signedIn.queries).toBe(3);
    expect(signedIn.result.myRsvp).toMatchObject({ status: 'APPROVED' });
  });

  it('shows what the lists show of the same social, to anonymous visitors and to its hosts', async () => {
    const page = (await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}` })).json() as SocialDetail;
    const listed = ((await h().app.inject({ method: 'GET', url: '/api/socials/public?limit=100' })).json() as { data: Social[] }).data.find(
      (s) => s.id === social.id,
    );
    const { myRsvp, ...shown } = page;
    expect(myRsvp).toBeNull();
    expect(shown).toEqual(listed);
    expect(shown.hosts.map((host) => host.firstName)).toEqual(['Ann']);
    expect(shown.ticketTiers.map((tier) => [tier.name, tier.remainingQuantity])).toEqual([
      ['Early', 4],
      ['Late', null],
    ]);

    const hostsPage = (await h().app.inject({ method: 'GET', url: `/api/socials/slug/${social.slug}`, headers: bearer(owner.token) })).json() as SocialDetail;
    const hostsList = (
      (await h().app.inject({ method: 'GET', url: '/api/socials?limit=100', headers: bearer(owner.token) })).json() as { data: Social[] }
    ).data.find((s) => s.id === social.id);
    const { myRsvp: _none, ...hostsShown } = hostsPage;
    expect(hostsShown).toEqual(hostsList);
    // The hosts also see whom they invited.
    expect(hostsShown.pendingHostIds).toEqual([invitee.userId]);
    expect(hostsShown.hosts.map((host) => host.firstName)).toEqual(['Ann', 'Ivo']);
  });
});
