import { randomUUID } from 'node:crypto';
import type { Circle, Post, PostUnlockReply } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postUnlocks } from '../../db/schema';
import { startFakeStripe } from '../../test/fake-stripe';
import { describeOnEachDatabase, type HarnessOptions } from '../../test/harness';
import { apiCalls, type TestUser } from '../../test/kit';
import { payWithRedeliveries } from '../../test/payments-kit';

const stripe = await startFakeStripe();
stripe.distinctSessions = true;
afterAll(() => stripe.close());

/** A paid post bought twice by the same reader, through two checkouts open at once. */
function paidTwiceSuite(provider: string, options: HarnessOptions) {
  describeOnEachDatabase(`a paid circle post bought twice (${provider})`, (harness) => {
    let owner: TestUser;
    let circle: Circle;
    const { ok } = apiCalls(harness);

    beforeAll(async () => {
      owner = await harness().signIn(`twice-owner-${randomUUID().slice(0, 8)}@example.com`, { firstName: 'Owner' });
      circle = await ok<Circle>('POST', '/circles', owner, { name: `Twice ${randomUUID().slice(0, 6)}`, visibility: 'PUBLIC' });
    });

    it('keeps the first payment, refunds the second in full once, however often it is reported, and tells the payer', async () => {
      const h = harness();
      const post = await ok<Post>('POST', `/circles/${circle.id}/posts`, owner, { title: 'Deep dive', body: 'Secret **words**', access: 'PAID', priceCents: 700 });
      const email = `twice-reader-${randomUUID().slice(0, 8)}@example.com`;
      const reader = await h.signIn(email, { firstName: 'Rita' });

      await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
      const [first] = await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId));
      // The first checkout is old enough that asking again opens a second one; the first can still be paid.
      await h.db.update(postUnlocks).set({ createdAt: new Date(Date.now() - 26 * 60_000) }).where(eq(postUnlocks.id, first!.id));
      await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
      const second = (await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId))).find((row) => row.id !== first!.id);
      expect(second?.status).toBe('OPEN');

      expect(await payWithRedeliveries(h, { paymentId: first!.id, total: 700 })).toEqual([]);
      const refunds = await payWithRedeliveries(h, { paymentId: second!.id, total: 700 });

      expect(refunds).toEqual([{ refundId: second!.id, providerPaymentId: `pi_${second!.id}`, amountCents: 700, reverseTransfer: false }]);
      if (provider === 'Stripe') expect(stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.get('payment_intent') === `pi_${second!.id}`)).toHaveLength(1);
      const rows = await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId));
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [first!.id]: 'UNLOCKED', [second!.id]: 'REFUNDED' });
      expect((await ok<Post>('GET', `/posts/${post.id}`, reader)).bodyHtml).toContain('words');
      const refundMails = (await h.outbox(email)).filter((mail) => /refund/i.test(mail.subject));
      expect(refundMails).toHaveLength(1);
      expect(refundMails[0]?.text).toContain('You had already unlocked this post, so we refunded your payment of $7 for Deep dive in full.');
    });
  }, options);
}

paidTwiceSuite('test provider', {});
paidTwiceSuite('Stripe', { env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url } });
