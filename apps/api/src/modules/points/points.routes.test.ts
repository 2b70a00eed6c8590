import { randomUUID } from 'node:crypto';
import type { Me, PointsReply, StartEmailVerificationReply } from '@socials/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pointsLedger, verifiedEmails } from '../../db/schema';
import { describeOnEachDatabase, type Harness } from '../../test/harness';
import { bearer } from '../../test/kit';
import { grantPoints, rewardFirstEmailVerification } from './points.service';

const freshUser = (h: Harness) => h.signIn(`points-${randomUUID()}@example.com`, { firstName: 'Pat', lastName: 'Points' });

describeOnEachDatabase('points', (harness) => {
  async function verifyAddress(token: string, email: string) {
    const h = harness();
    const start = await h.app.inject({ method: 'POST', url: '/api/verification/emails', headers: bearer(token), payload: { email } });
    expect(start.statusCode, start.body).toBe(200);
    const { emailVerificationId } = start.json() as StartEmailVerificationReply;
    const [mail] = await h.outbox(email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const res = await h.app.inject({ method: 'POST', url: '/api/verification/emails/verify', headers: bearer(token), payload: { emailVerificationId, code } });
    expect(res.statusCode, res.body).toBe(200);
  }

  const points = async (token: string) => {
    const res = await harness().app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PointsReply;
  };

  it('needs a signed-in user', async () => {
    expect((await harness().app.inject({ method: 'GET', url: '/api/users/me/points' })).statusCode).toBe(401);
  });

  it('rewards the first verified company and personal addresses from the circle configs, once each; school addresses earn nothing', async () => {
    const h = harness();
    const user = await freshUser(h);
    const company = `acme-${randomUUID().slice(0, 8)}.com`;
    await verifyAddress(user.token, `ada@${company}`);
    await verifyAddress(user.token, `grace@${company}`);
    await verifyAddress(user.token, `ada-${randomUUID().slice(0, 6)}@gmail.com`);
    await verifyAddress(user.token, `ada@uni-${randomUUID().slice(0, 6)}.edu`);

    const reply = await points(user.token);
    // The defaults: 50 for a company address, 10 for a personal one.
    expect(reply.balance).toBe(60);
    expect(reply.data.map((e) => [e.reason, e.delta])).toEqual(
      expect.arrayContaining([
        ['FIRST_EMAIL_VERIFICATION', 50],
        ['FIRST_EMAIL_VERIFICATION', 10],
      ]),
    );
    expect(reply.data).toHaveLength(2);
    const me = (await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) })).json() as Me;
    expect(me.points).toBe(60);
  });

  it('grants a reward once when the same verification is rewarded many times at once', async () => {
    const h = harness();
    const user = await freshUser(h);
    const verified = {
      id: randomUUID(),
      userId: user.userId,
      email: `x-${randomUUID()}@corp-${randomUUID().slice(0, 6)}.com`,
      emailCategory: 'COMPANY' as const,
      organizationId: null,
      organizationName: null,
    };
    const [row] = await h.db.insert(verifiedEmails).values(verified).returning();
    const granted = await Promise.all(Array.from({ length: 8 }, () => rewardFirstEmailVerification(h.db, user.userId, row!)));
    expect(granted.filter((delta) => delta > 0)).toEqual([50]);
    const entries = await h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.userId));
    expect(entries).toHaveLength(1);
    expect((await points(user.token)).balance).toBe(50);
  });

  it('pages the ledger newest first and sums it as the balance', async () => {
    const h = harness();
    const user = await freshUser(h);
    for (let i = 1; i <= 3; i++) await grantPoints(h.db, { userId: user.userId, delta: i * 5, reason: 'ADJUSTMENT', reference: `test:${user.userId}:${i}` });
    await grantPoints(h.db, { userId: user.userId, delta: -4, reason: 'ADJUSTMENT', reference: `test:${user.userId}:spent` });
    const first = await harness().app.inject({ method: 'GET', url: '/api/users/me/points?limit=3', headers: bearer(user.token) });
    const page = first.json() as PointsReply;
    expect(page.balance).toBe(26);
    expect(page.data).toHaveLength(3);
    expect(page.meta.lastEvaluatedKey).not.toBeNull();
    const rest = await harness().app.inject({
      method: 'GET',
      url: `/api/users/me/points?limit=3&exclusiveStartKey=${page.meta.lastEvaluatedKey}`,
      headers: bearer(user.token),
    });
    expect((rest.json() as PointsReply).data).toHaveLength(1);
    const bad = await harness().app.inject({ method: 'GET', url: '/api/users/me/points?exclusiveStartKey=nonsense', headers: bearer(user.token) });
    expect(bad.statusCode).toBe(400);
  });

  it('pages entries made within one millisecond each exactly once (the database keeps microseconds, a page key milliseconds)', async () => {
    const h = harness();
    const user = await freshUser(h);
    for (let i = 1; i <= 5; i++) await grantPoints(h.db, { userId: user.userId, delta: i, reason: 'ADJUSTMENT', reference: `test:${user.userId}:${i}` });
    await h.db
      .update(pointsLedger)
      .set({ createdAt: sql`'2026-11-25 12:00:00.123'::timestamptz + (${pointsLedger.delta} * interval '1 microsecond')` })
      .where(eq(pointsLedger.userId, user.userId));
    const seen: number[] = [];
    let key: string | null = null;
    do {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/users/me/points?limit=2${key ? `&exclusiveStartKey=${key}` : ''}`,
        headers: bearer(user.token),
      });
      const page = res.json() as PointsReply;
      seen.push(...page.data.map((entry) => entry.delta));
      key = page.meta.lastEvaluatedKey;
    } while (key && seen.length < 10);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
