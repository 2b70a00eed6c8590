import { randomUUID } from 'node:crypto';
import type { Circle, ErrorBody, Post, PostPage, PostUnlockInfo, PostUnlockReply } from '@socials/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { pointsLedger, postUnlocks } from '../../db/schema';
import { describeOnEachDatabase, type Harness } from '../../test/harness';
import { apiCalls, type TestUser } from '../../test/kit';
import { sendTestCheckoutOutcome } from '../payments';
import { grantPoints, pointsBalance } from '../points';

describeOnEachDatabase('circle posts', (harness) => {
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let circle: Circle;

  const { send, ok } = apiCalls(harness);

  const write = (body: object) =>
    ok<Post>('POST', `/circles/${circle.id}/posts`, owner, { title: 'A post', teaser: 'Read on', body: 'Secret **words**', ...body });
  const signIn = (h: Harness, name: string) => h.signIn(`posts-${name}-${randomUUID().slice(0, 8)}@example.com`, { firstName: name });
  const give = (user: TestUser, delta: number) => grantPoints(harness().db, { userId: user.userId, delta, reason: 'ADJUSTMENT', reference: randomUUID() });

  beforeAll(async () => {
    const h = harness();
    owner = await signIn(h, 'Owner');
    member = await signIn(h, 'Member');
    outsider = await signIn(h, 'Outsider');
    circle = await ok<Circle>('POST', '/circles', owner, { name: `Posts ${randomUUID().slice(0, 6)}`, visibility: 'PUBLIC' });
    await ok('POST', `/circles/${circle.id}/members`, member, {});
  });

  it('lets the circle hosts write posts, names the field at fault, and refuses members and strangers', async () => {
    const post = await write({ access: 'PUBLIC', body: '# Title\n\nHello <script>alert(1)</script>' });
    expect(post.bodyHtml).toContain('<h2>Title</h2>');
    expect(post.bodyHtml).not.toContain('<script');
    expect(post.bodyMarkdown).toContain('Hello');

    const noPrice = await send('POST', `/circles/${circle.id}/posts`, owner, { title: 'Pay me', body: 'x', access: 'POINTS' });
    expect(noPrice.statusCode).toBe(400);
    expect((noPrice.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toContain('body.pointsCost');

    for (const user of [member, outsider]) {
      const refused = await send('POST', `/circles/${circle.id}/posts`, user, { title: 'Mine', body: 'x' });
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toBe('Only the hosts of this circle can write its posts');
    }
    expect((await send('PATCH', `/posts/${post.id}`, member, { title: 'Hijack' })).statusCode).toBe(403);
    expect((await ok<Post>('PATCH', `/posts/${post.id}`, owner, { access: 'PAID', priceCents: 500 })).priceCents).toBe(500);
    expect((await send('PATCH', `/posts/${post.id}`, owner, { priceCents: null })).statusCode).toBe(400);
  });

  it('shows a members-only post to members; a stranger gets its title and teaser, never its body, and cannot unlock it', async () => {
    const post = await write({ access: 'MEMBERS_ONLY', title: 'Members news' });

    const asMember = await ok<Post>('GET', `/posts/${post.id}`, member);
    expect(asMember.bodyHtml).toContain('<strong>words</strong>');
    expect(asMember.bodyMarkdown).toBeNull();

    for (const viewer of [outsider, null]) {
      const res = await send('GET', `/posts/${post.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secret');
      expect((res.json() as Post).lock).toMatchObject({ readable: false, reason: 'MEMBERS_ONLY', canUnlock: false });
      const list = await send('GET', `/circles/${circle.id}/posts`, viewer);
      expect(list.body).not.toContain('Secret');
      expect((list.json() as PostPage).data.find((p) => p.id === post.id)?.teaser).toBe('Read on');
    }
    const refused = await send('POST', `/posts/${post.id}/unlock`, outsider);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorBody).message).toBe('Only members of this circle can read this post.');
  });

  it('unlocks a points post for its points once, however many unlocks run at once', async () => {
    const post = await write({ access: 'POINTS', pointsCost: 10 });
    const reader = await signIn(harness(), 'Reader');

    const poor = await ok<PostUnlockInfo>('GET', `/posts/${post.id}/unlock/info`, reader);
    expect(poor).toMatchObject({ locked: true, reason: 'NEEDS_POINTS', canUnlock: true, pointsCost: 10, balance: 0, canAfford: false });
    const short = await send('POST', `/posts/${post.id}/unlock`, reader);
    expect(short.statusCode).toBe(409);
    expect((short.json() as ErrorBody).message).toBe('This post costs 10 points and you have 0');
    expect(await harness().db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId))).toHaveLength(0);

    await give(reader, 25);
    expect((await ok<PostUnlockInfo>('GET', `/posts/${post.id}/unlock/info`, reader)).canAfford).toBe(true);
    const replies = await Promise.all(Array.from({ length: 6 }, () => send('POST', `/posts/${post.id}/unlock`, reader)));
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect((reply.json() as PostUnlockReply).post.bodyHtml).toContain('words');
    }
    expect(await pointsBalance(harness().db, reader.userId)).toBe(15);
    const spent = await harness()
      .db.select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, reader.userId), eq(pointsLedger.reason, 'POST_UNLOCK')));
    expect(spent.map((entry) => entry.delta)).toEqual([-10]);
    expect(await ok<PostUnlockInfo>('GET', `/posts/${post.id}/unlock/info`, reader)).toMatchObject({ locked: false, reason: 'UNLOCKED', canUnlock: false });
  });

  it('never spends the same points on two posts unlocked at once', async () => {
    const first = await write({ access: 'POINTS', pointsCost: 15 });
    const second = await write({ access: 'POINTS', pointsCost: 15 });
    const reader = await signIn(harness(), 'Racer');
    await give(reader, 20);
    const replies = await Promise.all([send('POST', `/posts/${first.id}/unlock`, reader), send('POST', `/posts/${second.id}/unlock`, reader)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await pointsBalance(harness().db, reader.userId)).toBe(5);
  });

  it('opens a checkout for a paid post and unlocks it when the provider says it was paid, once', async () => {
    const post = await write({ access: 'PAID', priceCents: 700 });
    const reader = await signIn(harness(), 'Payer');
    expect(await ok<PostUnlockInfo>('GET', `/posts/${post.id}/unlock/info`, reader)).toMatchObject({
      reason: 'NEEDS_PAYMENT',
      priceCents: 700,
      canAfford: true,
    });

    const reply = await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
    expect(reply.status).toBe('CHECKOUT');
    expect(reply.checkoutUrl).toBeTruthy();
    expect(reply.post.bodyHtml).toBeNull();
    // Asking again offers the same checkout rather than a second one.
    expect((await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader)).checkoutUrl).toBe(reply.checkoutUrl);

    const [unlock] = await harness().db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId));
    const h = harness();
    const deps = { ...h.services, log: h.app.log };
    const checkout = { sessionId: unlock!.providerSessionId!, checkoutId: unlock!.id, totalCents: 700, captureManually: false };
    await sendTestCheckoutOutcome(deps, checkout, 'pay');
    await sendTestCheckoutOutcome(deps, checkout, 'pay');

    expect((await ok<Post>('GET', `/posts/${post.id}`, reader)).bodyHtml).toContain('words');
    const rows = await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId));
    expect(rows.map((row) => row.status)).toEqual(['UNLOCKED']);
  });

  it("pays for a post on the test provider's own checkout page and comes back to the post, unlocked", async () => {
    const post = await write({ access: 'PAID', priceCents: 900, title: 'Pay-to-read guide' });
    const reader = await signIn(harness(), 'Browser');
    const { checkoutUrl } = await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
    const path = new URL(checkoutUrl!).pathname;
    expect(path).toMatch(/^\/api\/posts\/test-checkout\/cs_/);

    const page = await harness().app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay-to-read guide');
    expect(page.body).toMatch(/Pay \$9(\.00)?</);

    const paid = await harness().app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/circles/${circle.slug}/posts/${post.id}\\?payment=success$`));
    await expect.poll(async () => (await ok<Post>('GET', `/posts/${post.id}`, reader)).bodyHtml).toContain('words');
  });

  it('hides the posts of a private circle from people outside it', async () => {
    const hidden = await ok<Circle>('POST', '/circles', owner, { name: `Hidden ${randomUUID().slice(0, 6)}`, visibility: 'PRIVATE', joinPolicy: 'INVITE' });
    const post = await ok<Post>('POST', `/circles/${hidden.id}/posts`, owner, { title: 'Hidden', body: 'Hidden body' });
    expect((await send('GET', `/posts/${post.id}`, outsider)).statusCode).toBe(404);
    expect((await send('GET', `/circles/${hidden.id}/posts`, outsider)).statusCode).toBe(404);
    expect((await send('GET', `/posts/${post.id}/unlock/info`, null)).statusCode).toBe(404);
  });
});
