import type { Circle, CircleMemberPage, CirclePage } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { READ_CACHE_HEADER } from '../../http/plugins/public-read-cache';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, type TestUser } from '../../test/kit';

// Anonymous reads of circles come from the read cache, and every change to what they show drops them
// (the triggers of migration 0022 on circles and circle_members, and those on socials and users).
describeOnEachDatabase('circles in the public read cache', (h) => {
  let owner: TestUser;
  let joiner: TestUser;

  beforeAll(async () => {
    owner = await h().signIn('cached-circle-owner@example.com', { firstName: 'Cora', lastName: 'Owner' });
    joiner = await h().signIn('cached-circle-joiner@example.com', { firstName: 'Jack', lastName: 'Joiner' });
  });

  const anonymous = (url: string) => h().app.inject({ method: 'GET', url: `/api${url}` });
  const as = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object) =>
    h().app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });

  async function readTwice(url: string) {
    const first = await anonymous(url);
    const second = await anonymous(url);
    expect(first.statusCode, first.body).toBe(200);
    expect([first.headers[READ_CACHE_HEADER], second.headers[READ_CACHE_HEADER]]).toEqual(['miss', 'hit']);
    return second;
  }

  it('keeps a circle, its members and the lists until a member joins or the circle is edited', async () => {
    const created = await as(owner, 'POST', '/circles', { name: 'Cached Climbers', description: 'Bouldering', visibility: 'PUBLIC' });
    expect(created.statusCode, created.body).toBe(201);
    const circle = created.json() as Circle;
    const pages = [`/circles/slug/${circle.slug}`, `/circles/${circle.id}`, `/circles/${circle.id}/members`, '/getPublicCircles', '/circles/search?q=Climbers'];
    for (const url of pages) await readTwice(url);

    expect((await as(joiner, 'POST', `/circles/${circle.id}/members`, {})).statusCode).toBe(200);
    const afterJoin = await anonymous(`/circles/slug/${circle.slug}`);
    expect([afterJoin.headers[READ_CACHE_HEADER], (afterJoin.json() as Circle).memberCount]).toEqual(['miss', 2]);
    const members = (await anonymous(`/circles/${circle.id}/members`)).json() as CircleMemberPage;
    expect(members.data.map((member) => member.user.id)).toContain(joiner.userId);
    const listed = (await anonymous('/getPublicCircles')).json() as CirclePage;
    expect(listed.data.find((one) => one.id === circle.id)?.memberCount).toBe(2);

    // Cached again (whether the reads above already stored them or not).
    for (const url of pages) {
      await anonymous(url);
      expect((await anonymous(url)).headers[READ_CACHE_HEADER]).toBe('hit');
    }
    expect((await as(owner, 'PATCH', `/circles/${circle.id}`, { name: 'Cached Climbers Club' })).statusCode).toBe(200);
    expect(((await anonymous(`/circles/${circle.id}`)).json() as Circle).name).toBe('Cached Climbers Club');
    expect(((await anonymous('/circles/search?q=Climbers')).json() as CirclePage).data.map((one) => one.name)).toContain('Cached Climbers Club');
  });

  it('drops the circle once it turns PRIVATE: anonymous callers are then refused', async () => {
    const circle = (await as(owner, 'POST', '/circles', { name: 'Soon Private', visibility: 'PUBLIC' })).json() as Circle;
    await readTwice(`/circles/slug/${circle.slug}`);
    expect((await as(owner, 'PATCH', `/circles/${circle.id}`, { visibility: 'PRIVATE' })).statusCode).toBe(200);
    expect((await anonymous(`/circles/slug/${circle.slug}`)).statusCode).toBe(404);
  });
});
