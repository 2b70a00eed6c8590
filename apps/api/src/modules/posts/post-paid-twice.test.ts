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
  describeOnEachDatabase(
    `a paid circle post bought twice (${provider})`,
    (harness) => {
      let owner: TestUser;
      let circle: Circle;
      const { ok } = apiCalls(harness);

      beforeAll(async () => {
        owner = await harness().signIn(`twice-owner-${randomUUID().slice(0, 8)}@example.com`, { firstName: 'Owner' });
        circle = await ok<Circle>('POST', '/circles', owner, { name: `Twice ${randomUUID().slice(0, 6)}`, visibility: 'PUBLIC' });
      });

      /** A reader with two checkouts open for the same paid post: the first one paid, the second not yet. */
      async function secondCheckoutOfOwnedPost() {
        const h = harness();
        const post = await ok<Post>('POST', `/circles/${circle.id}/posts`, owner, {
          title: 'Deep dive',
          body: 'Secret **words**',
          access: 'PAID',
          priceCents: 700,
        });
        const email = `twice-reader-${randomUUID().slice(0, 8)}@example.com`;
        const reader = await h.signIn(email, { firstName: 'Rita' });

        await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
        const [first] = await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId));
        // The first checkout is old enough that asking again opens a second one; the first can still be paid.
        await h.db
          .update(postUnlocks)
          .set({ createdAt: new Date(Date.now() - 26 * 60_000) })
          .where(eq(postUnlocks.id, first!.id));
        await ok<PostUnlockReply>('POST', `/posts/${post.id}/unlock`, reader);
        const second = (await h.db.select().from(postUnlocks).where(eq(postUnlocks.userId, reader.userId))).find((row) => row.id !== first!.id);
        expect(second?.status).toBe('OPEN');
        expect(await payWithRedeliveries(h, { paymentId: first!.id, total: 700 })).toEqual([]);
        return { post, reader, email, first: first!, second: second! };
      }

      const statusesOf = async (userId: string) =>
        Object.fromEntries((await harness().db.select().from(postUnlocks).where(eq(postUnlocks.userId, userId))).map((row) => [row.id, row.status]));
      const refundMails = async (email: string) => (await harness().outbox(email)).filter((mail) => /refund/i.test(mail.subject));

      it('keeps the first payment, refunds the second in full once, however often it is reported, and tells the payer', async () => {
        const { post, reader, email, first, second } = await secondCheckoutOfOwnedPost();
        const refunds = await payWithRedeliveries(harness(), { paymentId: second.id, total: 700 });

        expect(refunds).toEqual([{ refundId: second.id, providerPaymentId: `pi_${second.id}`, amountCents: 700, reverseTransfer: false }]);
        if (provider === 'Stripe')
          expect(stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.get('payment_intent') === `pi_${second.id}`)).toHaveLength(1);
        expect(await statusesOf(reader.userId)).toEqual({ [first.id]: 'UNLOCKED', [second.id]: 'REFUNDED' });
        expect((await ok<Post>('GET', `/posts/${post.id}`, reader)).bodyHtml).toContain('words');
        const mails = await refundMails(email);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain('You had already unlocked this post, so we refunded your payment of $7 for Deep dive in full.');
      });

      it.runIf(provider === 'Stripe')('asks again with the same idempotency key when Stripe fails, and refunds and mails once', async () => {
        const { reader, email, second } = await secondCheckoutOfOwnedPost();
        // Every try of the job's first run fails (the client's own retries included); the job's retry goes through.
        stripe.failNextRefunds = 3;
        const refunds = await payWithRedeliveries(harness(), { paymentId: second.id, total: 700 });

        expect(refunds.map((input) => input.refundId)).toEqual([second.id, second.id]);
        const calls = stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.get('payment_intent') === `pi_${second.id}`);
        expect(calls.length).toBe(4);
        expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([`refund-${second.id}`]));
        expect(stripe.refunds.get(`refund-${second.id}`)).toMatchObject({ paymentIntent: `pi_${second.id}`, amount: 700 });
        expect((await statusesOf(reader.userId))[second.id]).toBe('REFUNDED');
        expect(await refundMails(email)).toHaveLength(1);
      });
    },
    options,
  );
}

paidTwiceSuite('test provider', {});
paidTwiceSuite('Stripe', {
  env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url },
});
