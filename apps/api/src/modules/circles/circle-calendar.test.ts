import type { Circle, CircleCalendarLink, Social } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, socialBody, type TestUser } from '../../test/kit';
import { circleCalendarToken } from './circle-calendar-token';

/** A circle's calendar feed: its upcoming socials for calendar apps, members-only ones behind a member's token. */
describeOnOneDatabase('circle calendar feed', (h) => {
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let circle: Circle;
  let open: Social;
  let membersOnly: Social;

  const { send, ok } = apiCalls(h);

  const feed = (circleId: string, token?: string) =>
    send('GET', `/circles/${circleId}/calendar.ics${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, null);
  const linkOf = (circleId: string, user: TestUser | null) => ok<CircleCalendarLink>('GET', `/circles/${circleId}/calendar-link`, user);

  beforeAll(async () => {
    owner = await h().signIn('circle-calendar-owner@example.com', { firstName: 'Ola' });
    member = await h().signIn('circle-calendar-member@example.com', { firstName: 'Mia' });
    outsider = await h().signIn('circle-calendar-outsider@example.com', { firstName: 'Oz' });
    circle = await ok<Circle>('POST', '/circles', owner, { name: 'Calendar Club', visibility: 'PUBLIC' });
    await ok('POST', `/circles/${circle.id}/members`, member, {});
    const venueData = { name: 'The Loft', address: '12 Hidden Lane', city: 'New York', coordinate: null };
    open = await ok<Social>('POST', '/socials', owner, socialBody({ title: 'Open Jam', circleId: circle.id, venueData }));
    membersOnly = await ok<Social>('POST', '/socials', owner, socialBody({ title: 'Members Jam', circleId: circle.id, communityOnly: true }));
  });

  it('gives anyone the public socials of a public circle as text/calendar, addresses left out', async () => {
    const res = await feed(circle.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body.replace(/\r\n /g, '');
    expect(ics).toContain('X-WR-CALNAME:Calendar Club');
    expect(ics).toContain(`UID:${open.id}@`);
    expect(ics).toContain('SUMMARY:Open Jam');
    expect(ics).toContain('LOCATION:The Loft\\, New York');
    expect(ics).not.toContain('Hidden Lane');
    expect(ics).not.toContain(membersOnly.id);
  });

  it("gives a member a link with their own token that lists members-only socials, and nobody else's", async () => {
    expect(await linkOf(circle.id, null)).toEqual({ path: `/api/circles/${circle.id}/calendar.ics`, personal: false });
    expect((await linkOf(circle.id, outsider)).personal).toBe(false);
    const mine = await linkOf(circle.id, member);
    expect(mine.personal).toBe(true);

    const res = await h().app.inject({ method: 'GET', url: mine.path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`UID:${membersOnly.id}@`);
    expect(res.body).toContain(`UID:${open.id}@`);

    // Tampered, made for another circle or for someone outside it: refused.
    const token = new URL(mine.path, 'http://x').searchParams.get('token')!;
    const other = await ok<Circle>('POST', '/circles', owner, { name: 'Other Club', visibility: 'PUBLIC' });
    for (const bad of [
      `${token}x`,
      'nonsense',
      circleCalendarToken(h().config, other.id, member.userId),
      circleCalendarToken(h().config, circle.id, outsider.userId),
    ]) {
      const refused = await feed(circle.id, bad);
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.body).not.toContain(membersOnly.id);
    }

    // Leaving the circle ends the token.
    const leaver = await h().signIn('circle-calendar-leaver@example.com');
    await ok('POST', `/circles/${circle.id}/members`, leaver, {});
    const theirs = await linkOf(circle.id, leaver);
    expect((await h().app.inject({ method: 'GET', url: theirs.path })).statusCode).toBe(200);
    expect((await send('DELETE', `/circles/${circle.id}/members`, leaver)).statusCode).toBe(200);
    expect((await h().app.inject({ method: 'GET', url: theirs.path })).statusCode).toBe(403);
  });

  it('keeps a private circle’s feed to its members: 404 for anyone else, bad token or none', async () => {
    const hidden = await ok<Circle>('POST', '/circles', owner, { name: 'Hidden Club', visibility: 'PRIVATE', joinPolicy: 'INVITE' });
    const secret = await ok<Social>('POST', '/socials', owner, socialBody({ title: 'Hidden Jam', circleId: hidden.id, communityOnly: true }));
    expect((await feed(hidden.id)).statusCode).toBe(404);
    expect((await feed(hidden.id, 'nonsense')).statusCode).toBe(404);
    expect((await send('GET', `/circles/${hidden.id}/calendar-link`, outsider)).statusCode).toBe(404);

    const ownersLink = await linkOf(hidden.id, owner);
    const res = await h().app.inject({ method: 'GET', url: ownersLink.path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`UID:${secret.id}@`);
  });
});
