import { randomUUID } from 'node:crypto';
import type { Circle, CircleMembershipCheckout, MyCircleSubscription } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { circleSubscriptions } from '../../db/schema';
import { startFakeStripe } from '../../test/fake-stripe';
import { describeOnEachDatabase, type HarnessOptions } from '../../test/harness';
import { apiCalls, DAY, type TestUser } from '../../test/kit';
import { deliverEvent, payWithRedeliveries } from '../../test/payments-kit';

const stripe = await startFakeStripe();
stripe.distinctSessions = true;
afterAll(() => stripe.close());

/** A circle membership paid twice by the same member, through two checkouts open at once. */
function paidTwiceSuite(provider: 'test provider' | 'Stripe', options: HarnessOptions) {
  describeOnEachDatabase(
    `a circle membership paid twice (${provider})`,
    (harness) => {
      let owner: TestUser;
      let circle: Circle;
      const { ok } = apiCalls(harness);

      beforeAll(async () => {
        owner = await harness().signIn(`twice-circle-owner-${randomUUID().slice(0, 8)}@example.com`, { firstName: 'Ola' });
        circle = await ok<Circle>('POST', '/circles', owner, {
          name: `Owls ${randomUUID().slice(0, 6)}`,
          visibility: 'PUBLIC',
          membershipPrice: { monthlyCents: 1500, yearlyCents: 15000 },
        });
      });

      /** A member with a monthly checkout, then a yearly one that ends it (whose page may still be paid). */
      async function twoCheckouts() {
        const email = `twice-member-${randomUUID().slice(0, 8)}@example.com`;
        const member = await harness().signIn(email, { firstName: 'Mia' });
        const start = (interval: string) => ok<CircleMembershipCheckout>('POST', `/payments/circles/${circle.id}/payment-sessions`, member, { interval });
        const monthly = await start('MONTHLY');
        const yearly = await start('YEARLY');
        expect(yearly.subscriptionId).not.toBe(monthly.subscriptionId);
        return { member, email, monthly, yearly };
      }

      /** The subscription a checkout starts at the provider, its first invoice and the payment that paid it (Stripe: the invoice's PaymentIntent). */
      function subscriptionOf(checkout: CircleMembershipCheckout) {
        const invoice = `in_${checkout.subscriptionId}`;
        return { subscription: `sub_${checkout.subscriptionId}`, invoice, paidBy: provider === 'Stripe' ? `pi_${invoice}` : `pi_${checkout.subscriptionId}` };
      }

      /** Pays a checkout by webhook, redelivered, as the provider completes a session in subscription mode. */
      function pay(checkout: CircleMembershipCheckout) {
        const { subscription, invoice, paidBy } = subscriptionOf(checkout);
        stripe.subscriptions.set(subscription, {
          status: 'active',
          currentPeriodEnd: Math.floor((Date.now() + 30 * DAY) / 1000),
          cancelAtPeriodEnd: false,
          latestInvoice: invoice,
        });
        stripe.invoices.set(invoice, { paymentIntent: paidBy });
        // Stripe's session in subscription mode names its subscription and first invoice, and no PaymentIntent.
        const session = provider === 'Stripe' ? { mode: 'subscription', payment_intent: null, subscription, invoice } : { mode: 'subscription', subscription };
        return payWithRedeliveries(harness(), { paymentId: checkout.subscriptionId, total: checkout.amountCents }, session);
      }

      const mine = async (member: TestUser) => (await ok<MyCircleSubscription>('GET', `/circles/${circle.id}/subscription`, member)).subscription;
      const mailsTo = async (email: string, subject: RegExp) => (await harness().outbox(email)).filter((mail) => subject.test(mail.subject));
      const statusOf = async (checkout: CircleMembershipCheckout) =>
        (await harness().db.select().from(circleSubscriptions).where(eq(circleSubscriptions.id, checkout.subscriptionId)))[0]?.status;

      /** The checkout's payment went back in full, once, its subscription ended at once, and the member was told once. */
      async function expectGivenBack(refunds: Awaited<ReturnType<typeof pay>>, checkout: CircleMembershipCheckout, email: string) {
        const { subscription, paidBy } = subscriptionOf(checkout);
        expect(refunds).toEqual([{ refundId: checkout.subscriptionId, providerPaymentId: paidBy, amountCents: checkout.amountCents, reverseTransfer: false }]);
        if (provider === 'Stripe') {
          expect(stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.get('payment_intent') === paidBy)).toHaveLength(1);
          expect(stripe.refunds.get(`refund-${checkout.subscriptionId}`)).toMatchObject({ paymentIntent: paidBy, amount: checkout.amountCents });
          // Cancelled now, not at the period's end: Stripe bills it no more.
          expect(stripe.calls.filter((call) => call.method === 'DELETE' && call.path.startsWith(`/v1/subscriptions/${subscription}`))).toHaveLength(1);
          expect(stripe.calls.filter((call) => call.method === 'POST' && call.path.startsWith(`/v1/subscriptions/${subscription}`))).toHaveLength(0);
          expect(stripe.subscriptions.get(subscription)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
        }
        expect(await statusOf(checkout)).toBe('EXPIRED');
        const mails = await mailsTo(email, /refund/i);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain(
          `You already have a membership of this circle, so we refunded your payment of $${checkout.amountCents / 100} for a membership of ${circle.name} in full.`,
        );
      }

      it('keeps the membership paid first and gives the other payment back in full once, ending its subscription at once, with one mail', async () => {
        const { member, email, monthly, yearly } = await twoCheckouts();
        expect(await pay(yearly)).toEqual([]);
        const refunds = await pay(monthly);

        await expectGivenBack(refunds, monthly, email);
        expect(await mine(member)).toMatchObject({ id: yearly.subscriptionId, status: 'ACTIVE', interval: 'YEARLY' });
        expect(await mailsTo(email, /receipt/i)).toHaveLength(1);
        if (provider === 'Stripe') {
          // Stripe then says the refunded subscription ended: the membership that stands is not touched.
          const { subscription } = subscriptionOf(monthly);
          const ended = await deliverEvent(harness(), {
            type: 'customer.subscription.deleted',
            object: { id: subscription, object: 'subscription', status: 'canceled' },
          });
          expect(ended.statusCode, ended.body).toBe(200);
          expect(await mine(member)).toMatchObject({ id: yearly.subscriptionId, status: 'ACTIVE', cancelAtPeriodEnd: false });
        }
      });

      it('makes the membership of a checkout paid after it was replaced while the newer one is unpaid, and gives the newer one back if it is paid too', async () => {
        const { member, email, monthly, yearly } = await twoCheckouts();
        expect(await pay(monthly)).toEqual([]);
        expect(await mine(member)).toMatchObject({ id: monthly.subscriptionId, status: 'ACTIVE', interval: 'MONTHLY' });
        expect(await statusOf(yearly)).toBe('EXPIRED');

        await expectGivenBack(await pay(yearly), yearly, email);
        expect(await mine(member)).toMatchObject({ id: monthly.subscriptionId, status: 'ACTIVE' });
        expect(await mailsTo(email, /receipt/i)).toHaveLength(1);
      });
    },
    options,
  );
}

paidTwiceSuite('test provider', {});
paidTwiceSuite('Stripe', {
  env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url },
});
