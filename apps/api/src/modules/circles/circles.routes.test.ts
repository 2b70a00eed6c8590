import type { Circle, CircleMember, CircleMemberPage, CirclePage, ErrorBody, ReferralCheck } from '@socials/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { circleMembers } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, type TestUser } from '../../test/kit';

describeOnOneDatabase('circles', (h) => {
  let owner: TestUser;
  let host: TestUser;
  let joiner: TestUser;
  let outsider: TestUser;
  let staff: TestUser;

  const { send, ok } = apiCalls(h);

  const create = (user: TestUser, body: object) => ok<Circle>('POST', '/circles', user, body);

  beforeAll(async () => {
    owner = await h().signIn('circles-owner@example.com', { firstName: 'Olive', lastName: 'Owner' });
    host = await h().signIn('circles-host@example.com', { firstName: 'Hal', lastName: 'Host' });
    joiner = await h().signIn('circles-joiner@example.com', { firstName: 'Jo', lastName: 'Iner' });
    outsider = await h().signIn('circles-outsider@example.com', { firstName: 'Otto' });
    staff = await h().signIn('circles-staff@example.com', { admin: true });
  });

  it('creates a circle with the caller as owner, makes a slug and refuses a taken one on its field', async () => {
    const circle = await create(owner, { name: 'Brooklyn Builders', description: 'Makers who ship', visibility: 'PUBLIC' });
    expect(circle).toMatchObject({
      slug: 'brooklyn-builders',
      name: 'Brooklyn Builders',
      memberCount: 1,
      canManage: true,
      myMembership: { role: 'owner', status: 'ACTIVE' },
    });
    expect(circle.myMembership?.referralCode).toMatch(/^[0-9a-f]{12}$/);

    const again = await create(owner, { name: 'Brooklyn Builders' });
    expect(again.slug).toMatch(/^brooklyn-builders-[0-9a-f]{6}$/);

    const taken = await send('POST', '/circles', owner, { name: 'Other', slug: 'brooklyn-builders' });
    expect(taken.statusCode).toBe(400);
    expect((taken.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.slug', message: 'Another circle has this address' }]);
    const bad = await send('POST', '/circles', owner, { name: 'X', visibility: 'SECRET' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorBody).fieldErrors?.map((e) => e.field).sort()).toEqual(['body.name', 'body.visibility']);
    expect((await send('POST', '/circles', null, { name: 'Anon' })).statusCode).toBe(401);

    const bySlug = await ok<Circle>('GET', '/circles/slug/brooklyn-builders', null);
    expect(bySlug).toMatchObject({ id: circle.id, myMembership: null, canManage: false, owner: { id: owner.userId } });
  });

  it('lets the owner and hosts edit, nobody else', async () => {
    const circle = await create(owner, { name: 'Editors Club' });
    expect((await send('PATCH', `/circles/${circle.id}`, outsider, { name: 'Hijacked' })).statusCode).toBe(403);
    await ok('POST', `/circles/${circle.id}/members`, host, {});
    expect((await send('PATCH', `/circles/${circle.id}`, host, { name: 'Nope' })).statusCode).toBe(403);
    // Only the owner chooses hosts.
    expect((await send('PATCH', `/circles/${circle.id}/members/${joiner.userId}`, host, { role: 'host' })).statusCode).toBe(403);
    await ok('PATCH', `/circles/${circle.id}/members/${host.userId}`, owner, { role: 'host' });
    const edited = await ok<Circle>('PATCH', `/circles/${circle.id}`, host, { name: 'Editors Guild', description: 'Words', visibility: 'COMMUNITY_ONLY' });
    expect(edited).toMatchObject({ name: 'Editors Guild', description: 'Words', visibility: 'COMMUNITY_ONLY', canManage: true });
    expect((await ok<Circle>('PATCH', `/circles/${circle.id}`, staff, { joinPolicy: 'REQUEST' })).joinPolicy).toBe('REQUEST');
  });

  it('joins an open circle at once, asks in a request circle, and refuses an invite-only one until invited', async () => {
    const open = await create(owner, { name: 'Open Door' });
    expect(await ok<CircleMember>('POST', `/circles/${open.id}/members`, joiner, {})).toMatchObject({
      status: 'ACTIVE',
      role: 'member',
      user: { id: joiner.userId },
    });

    const asking = await create(owner, { name: 'Knock First', joinPolicy: 'REQUEST' });
    expect((await ok<CircleMember>('POST', `/circles/${asking.id}/members`, joiner, {})).status).toBe('PENDING');
    const requests = await ok<CircleMemberPage>('GET', `/circles/${asking.id}/members?status=PENDING`, owner);
    expect(requests.data.map((m) => m.user.id)).toEqual([joiner.userId]);
    expect((await send('GET', `/circles/${asking.id}/members?status=PENDING`, joiner)).statusCode).toBe(403);
    await ok('PATCH', `/circles/${asking.id}/members`, owner, { userIds: [joiner.userId], decision: 'APPROVE' });
    expect((await ok<Circle>('GET', `/circles/${asking.id}`, joiner)).myMembership?.status).toBe('ACTIVE');

    const invited = await create(owner, { name: 'By Invitation', joinPolicy: 'INVITE', visibility: 'PRIVATE' });
    expect((await send('POST', `/circles/${invited.id}/members`, joiner, {})).statusCode).toBe(404);
    expect((await send('GET', `/circles/${invited.id}`, joiner)).statusCode).toBe(404);
    expect((await send('POST', `/circles/${invited.id}/members`, joiner, { userId: outsider.userId })).statusCode).toBe(404);
    expect((await ok<CircleMember>('POST', `/circles/${invited.id}/members`, owner, { userId: joiner.userId })).status).toBe('INVITED');
    expect((await ok<Circle>('GET', `/circles/${invited.id}`, joiner)).myMembership?.status).toBe('INVITED');
    expect((await ok<CircleMember>('POST', `/circles/${invited.id}/members`, joiner, {})).status).toBe('ACTIVE');

    const inviteOnlyListed = await create(owner, { name: 'Listed Invite Only', joinPolicy: 'INVITE' });
    const refused = await send('POST', `/circles/${inviteOnlyListed.id}/members`, joiner, {});
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorBody).error).toBeDefined();
  });

  it('lists members in pages, leaves and removes, and keeps the owner', async () => {
    const circle = await create(owner, { name: 'Paging Circle' });
    const others: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) others.push(await h().signIn(`circles-pager-${i}@example.com`, { firstName: `P${i}` }));
    for (const user of others) await ok('POST', `/circles/${circle.id}/members`, user, {});

    const first = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members?limit=3`, null);
    expect(first.data).toHaveLength(3);
    expect(first.data[0]!.role).toBe('owner');
    const second = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members?limit=3&exclusiveStartKey=${first.meta.lastEvaluatedKey}`, null);
    expect(second.data.map((m) => m.user.id)).toEqual(others.slice(2).map((u) => u.userId));
    expect(second.meta.lastEvaluatedKey).toBeNull();
    expect((await send('GET', `/circles/${circle.id}/members?exclusiveStartKey=garbage`, null)).statusCode).toBe(400);

    await ok('DELETE', `/circles/${circle.id}/members`, others[0]!);
    expect((await send('DELETE', `/circles/${circle.id}/members?userId=${others[1]!.userId}`, others[2]!)).statusCode).toBe(403);
    await ok('DELETE', `/circles/${circle.id}/members?userId=${others[1]!.userId}`, owner);
    const owned = await send('DELETE', `/circles/${circle.id}/members`, owner);
    expect(owned.statusCode).toBe(400);
    expect((await ok<Circle>('GET', `/circles/${circle.id}`, null)).memberCount).toBe(3);
  });

  it('hides a community circle’s members from non-members and private circles from lists and search', async () => {
    const community = await create(owner, { name: 'Zebra Community', visibility: 'COMMUNITY_ONLY' });
    await create(owner, { name: 'Zebra Secret', visibility: 'PRIVATE' });
    expect((await send('GET', `/circles/${community.id}/members`, outsider)).statusCode).toBe(403);
    expect((await send('GET', `/circles/${community.id}/members`, null)).statusCode).toBe(403);
    expect((await send('GET', `/circles/${community.id}/members`, staff)).statusCode).toBe(200);

    const search = await ok<CirclePage>('GET', '/circles/search?q=zebra', outsider);
    expect(search.data.map((c) => c.name)).toEqual(['Zebra Community']);
    const listed = await ok<CirclePage>('GET', '/getPublicCircles?limit=100', null);
    expect(listed.data.some((c) => c.visibility === 'PRIVATE')).toBe(false);
    const mine = await ok<CirclePage>('GET', '/circles/me?limit=100', owner);
    expect(mine.data.map((c) => c.name)).toContain('Zebra Secret');
    expect((await send('GET', '/circles/me', null)).statusCode).toBe(401);
  });

  it('checks referral codes and credits the member whose link brought someone in', async () => {
    const circle = await create(owner, { name: 'Referral Circle' });
    const code = circle.myMembership!.referralCode!;
    expect(await ok<ReferralCheck>('POST', `/circles/${circle.id}/check-referral-code`, null, { ref: code })).toMatchObject({
      valid: true,
      inviter: { id: owner.userId },
    });
    expect(await ok<ReferralCheck>('POST', `/circles/${circle.id}/check-referral-code`, null, { ref: 'nope' })).toEqual({ valid: false, inviter: null });

    await ok('POST', `/circles/${circle.id}/members`, joiner, { ref: code });
    const [row] = await h()
      .db.select()
      .from(circleMembers)
      .where(and(eq(circleMembers.userId, joiner.userId), eq(circleMembers.circleId, circle.id)));
    expect(row?.referredById).toBe(owner.userId);
  });
});
