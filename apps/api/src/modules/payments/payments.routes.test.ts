import { randomUUID } from 'node:crypto';
import type { HostEarnings, PaymentDetail, Refund, SocialDetail, TicketSales, TotalCharge, Transaction } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, promoCodes, refunds, rsvps, socials, ticketTiers } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { sweepLapsedHolds } from './checkout.service';
import { PROMO_CODE_TRIES } from './pricing.service';
import {
  buyTicket,
  checkoutPath,
  completedEvent,
  createPaidSocial,
  deliverEvent,
  expiredEvent,
  getPayment,
  openCheckout,
  pressCheckoutButton,
  startCheckout,
} from '../../test/payments-kit';
import { bearer, DAY, HOUR, type TestUser } from '../../test/kit';

describeOnEachDatabase(
  'payments',
  (h) => {
    let host: TestUser;
    let guest: TestUser;
    let other: TestUser;
    let admin: TestUser;

    beforeAll(async () => {
      host = await h().signIn('pay-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      guest = await h().signIn('pay-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      other = await h().signIn('pay-other@example.com', { firstName: 'Otto', lastName: 'Other' });
      admin = await h().signIn('pay-staff@example.com', { admin: true });
    });

    async function seats(socialId: string) {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}` });
      const social = res.json() as SocialDetail;
      return { confirmedPax: social.confirmedPax, remaining: social.ticketTiers[0]?.remainingQuantity ?? null };
    }

    async function rsvpStatus(rsvpId: string) {
      const [row] = await h().db.select({ status: rsvps.status }).from(rsvps).where(eq(rsvps.id, rsvpId));
      return row?.status;
    }

    async function detail(socialId: string, rsvpId: string, token = host.token): Promise<PaymentDetail> {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}/rsvps/${rsvpId}/payment-detail`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PaymentDetail;
    }

    function refund(socialId: string, rsvpId: string, body: Record<string, unknown>, token = host.token) {
      return h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps/${rsvpId}/refunds`, headers: bearer(token), payload: body });
    }

    describe('prices', () => {
      it('refuses a paid tier that asks for nothing, naming the tier', async () => {
        const start = Date.now() + 5 * DAY;
        const res = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(host.token),
          payload: {
            title: 'Free Lunch',
            eventTimestamp: start,
            eventEndTimestamp: start + HOUR,
            timezone: 'UTC',
            ticketTiers: [
              { name: 'Free', type: 'FREE' },
              { name: 'Oops', type: 'PAID' },
            ],
          },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(
          expect.objectContaining({ fieldErrors: [{ field: 'body.ticketTiers.1.ticketPrice', message: 'A paid tier needs a price or a deposit' }] }),
        );
      });

      it('prices a tier with its deposit, and says why a promo code does not apply', async () => {
        const social = await createPaidSocial(h(), host);
        const tierId = social.ticketTiers[0]?.id;
        const res = await h().app.inject({
          method: 'POST',
          url: '/api/socials/ticket-price',
          payload: { socialId: social.id, ticketTierId: tierId, quantity: 2 },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ticketPrice: 10000, discount: 0, deposit: 4000, fees: 250 * 2 + 30, total: 10000 + 4000 + 530, promoRejection: null });
        const unknown = await h().app.inject({
          method: 'POST',
          url: `/api/socials/${social.id}/rsvps/total-charge`,
          headers: bearer(guest.token),
          payload: { ticketTierId: tierId, promoCode: 'nope1' },
        });
        expect((unknown.json() as TotalCharge).promoRejection).toBe('UNKNOWN_CODE');
        const wrongTier = await h().app.inject({
          method: 'POST',
          url: '/api/socials/ticket-price',
          payload: { socialId: social.id, ticketTierId: 'not-a-tier' },
        });
        expect(wrongTier.statusCode).toBe(400);
        expect(wrongTier.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.ticketTierId' })] }));
      });
    });

    describe('checkout through the test provider', () => {
      it('holds a seat, confirms the RSVP when paid, mails a receipt and shows the sale to the host', async () => {
        const social = await createPaidSocial(h(), host, {
          maxCapacity: 10,
          ticketTiers: [{ name: 'General', type: 'PAID', ticketPrice: 5000, depositAmount: 2000, quantity: 3 }],
        });
        const session = await openCheckout(h(), guest, social);
        expect(session.amounts).toEqual({ ticketPrice: 5000, discount: 0, deposit: 2000, fees: 280, total: 7280 });
        expect(await seats(social.id)).toEqual({ confirmedPax: 1, remaining: 2 });

        const page = await h().app.inject({ method: 'GET', url: checkoutPath(session) });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.body).toContain('Pay $72.80');
        expect(page.body).toContain('Test mode');

        const paid = await pressCheckoutButton(h(), session, 'pay');
        expect(paid.statusCode).toBe(303);
        const back = new URL(paid.headers.location as string);
        expect(`${back.origin}${back.pathname}`).toBe(`${h().config.publicUrl}/socials/${social.slug}`);
        expect(back.searchParams.get('payment')).toBe('success');
        expect(back.searchParams.get('paymentId')).toBe(session.paymentId);
        const payment = await getPayment(h(), guest, session.paymentId);
        expect(payment).toEqual(expect.objectContaining({ status: 'PAID', refundedAmount: 0, checkoutUrl: null }));
        expect(payment.receiptNumber).toMatch(/^SOC-\d{4}-\d{6}$/);
        expect(await rsvpStatus(payment.rsvpId)).toBe('APPROVED');
        expect(await seats(social.id)).toEqual({ confirmedPax: 1, remaining: 2 });
        const mails = await h().outbox('pay-guest@example.com');
        expect(mails.some((m) => m.subject === 'Your receipt for Paid Night' && m.text.includes('Total paid: $72.80'))).toBe(true);
        expect(mails.some((m) => m.subject === "You're going to Paid Night")).toBe(true);

        const sales = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/ticket-sales`, headers: bearer(host.token) });
        expect(sales.statusCode).toBe(200);
        const { totals, tiers } = sales.json() as TicketSales;
        expect(totals).toEqual({ orders: 1, gross: 7280, discounts: 0, fees: 280, refunded: 0, net: 7000 });
        expect(tiers[0]).toEqual(expect.objectContaining({ sold: 1, held: 0, orders: 1 }));
        const mine = await h().app.inject({ method: 'GET', url: '/api/payments/transactions', headers: bearer(guest.token) });
        expect((mine.json() as { data: Transaction[] }).data.map((t) => t.payment.id)).toContain(session.paymentId);
        const theirs = await h().app.inject({ method: 'GET', url: `/api/payments/${session.paymentId}`, headers: bearer(other.token) });
        expect(theirs.statusCode).toBe(404);

        // The return address's receipt shows how the payment went without a session (another host name, another browser).
        const returnStatus = (receipt: string, paymentId = session.paymentId) =>
          h().app.inject({ method: 'GET', url: `/api/payments/${paymentId}/return-status?receipt=${encodeURIComponent(receipt)}` });
        const receipt = back.searchParams.get('receipt') ?? '';
        const status = await returnStatus(receipt);
        expect(status.statusCode).toBe(200);
        expect(status.json()).toEqual({
          id: session.paymentId,
          socialId: social.id,
          status: 'PAID',
          amounts: session.amounts,
          failureMessage: null,
          authorizedUntil: null,
        });
        const forged = await returnStatus(`${receipt.slice(0, -2)}xx`);
        expect(forged.statusCode).toBe(404);
        const otherPayment = await returnStatus(receipt, randomUUID());
        expect(otherPayment.statusCode).toBe(404);
        const none = await h().app.inject({ method: 'GET', url: `/api/payments/${session.paymentId}/return-status` });
        expect(none.statusCode).toBe(400);
        expect(none.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'query.receipt' })] }));
      });

      it('keeps a declined checkout open for another try, and a cancelled one gives the seat back', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
        const session = await openCheckout(h(), guest, social);
        const declined = await pressCheckoutButton(h(), session, 'decline');
        expect(declined.statusCode).toBe(303);
        expect(declined.headers.location).toBe(checkoutPath(session));
        const afterDecline = await getPayment(h(), guest, session.paymentId);
        expect(afterDecline.status).toBe('OPEN');
        expect(afterDecline.failureMessage).toMatch(/declined/);
        expect((await startCheckout(h(), other, social)).statusCode).toBe(409);

        const cancelled = await pressCheckoutButton(h(), session, 'cancel');
        expect(cancelled.headers.location).toContain('payment=cancelled');
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('EXPIRED');
        expect((await seats(social.id)).confirmedPax).toBe(0);
        expect((await startCheckout(h(), other, social)).statusCode).toBe(201);
      });

      it('abandoning with PATCH /payments releases the seat at once', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
        const session = await openCheckout(h(), guest, social);
        const res = await h().app.inject({
          method: 'PATCH',
          url: '/api/payments',
          headers: bearer(guest.token),
          payload: { paymentId: session.paymentId, status: 'CANCELLED' },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual(expect.objectContaining({ status: 'EXPIRED' }));
        expect((await seats(social.id)).confirmedPax).toBe(0);
        const notMine = await h().app.inject({
          method: 'PATCH',
          url: '/api/payments',
          headers: bearer(other.token),
          payload: { paymentId: session.paymentId, status: 'CANCELLED' },
        });
        expect(notMine.statusCode).toBe(404);
      });

      it('releases the seat of a checkout whose hold lapsed, and a late payment then takes a free seat', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
        const session = await openCheckout(h(), guest, social);
        await h()
          .db.update(payments)
          .set({ holdExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(payments.id, session.paymentId));
        const swept = await sweepLapsedHolds({ ...h().services, log: h().app.log, payments: null });
        expect(swept).toBe(1);
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('EXPIRED');
        expect((await seats(social.id)).confirmedPax).toBe(0);
        // The page no longer takes the payment.
        const page = await h().app.inject({ method: 'GET', url: checkoutPath(session) });
        expect(page.body).toContain('has ended');
        // The provider completed it just before the expiry; the seat is still free, so it is taken.
        const late = await deliverEvent(h(), completedEvent(session));
        expect(late.statusCode).toBe(200);
        const payment = await getPayment(h(), guest, session.paymentId);
        expect(payment.status).toBe('PAID');
        expect(await rsvpStatus(payment.rsvpId)).toBe('APPROVED');
        expect((await seats(social.id)).confirmedPax).toBe(1);
      });

      it('refunds a late payment in full when its seat went to someone else', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
        const session = await openCheckout(h(), guest, social);
        await h()
          .db.update(payments)
          .set({ holdExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(payments.id, session.paymentId));
        await buyTicket(h(), other, social);
        await deliverEvent(h(), completedEvent(session));
        const payment = await getPayment(h(), guest, session.paymentId);
        expect(payment.status).toBe('PAID');
        expect(payment.refundedAmount).toBe(payment.amounts.total);
        expect(await rsvpStatus(payment.rsvpId)).toBe('PARTIAL_UPDATE');
        expect((await seats(social.id)).confirmedPax).toBe(1);
      });

      it('keeps every count true when a late payment finds its tier sold out, and refunds it', async () => {
        // The social has room; only the tier is full by the time the late payment lands.
        const social = await createPaidSocial(h(), host, {
          maxCapacity: 10,
          ticketTiers: [{ name: 'Last one', type: 'PAID', ticketPrice: 5000, quantity: 1 }],
        });
        const session = await openCheckout(h(), guest, social);
        await h()
          .db.update(payments)
          .set({ holdExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(payments.id, session.paymentId));
        await buyTicket(h(), other, social);
        await deliverEvent(h(), completedEvent(session));
        const payment = await getPayment(h(), guest, session.paymentId);
        expect(payment.refundedAmount).toBe(payment.amounts.total);
        const [tier] = await h().db.select().from(ticketTiers).where(eq(ticketTiers.socialId, social.id));
        expect({ confirmedPax: (await seats(social.id)).confirmedPax, sold: tier?.sold }).toEqual({ confirmedPax: 1, sold: 1 });
        // afterEach checks every social's and tier's counters against the seats held.
      });

      it('retries the refund of a late payment until the provider takes it, and refunds it once', async () => {
        const provider = h().services.payments!;
        const refund = provider.refund.bind(provider);
        const asked: string[] = [];
        let failures = 2;
        provider.refund = async (input) => {
          asked.push(input.refundId);
          if (failures-- > 0) throw new Error('The provider is down');
          return refund(input);
        };
        try {
          const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
          const session = await openCheckout(h(), guest, social);
          await h()
            .db.update(payments)
            .set({ holdExpiresAt: new Date(Date.now() - 1000) })
            .where(eq(payments.id, session.paymentId));
          await buyTicket(h(), other, social);
          const delivered = await deliverEvent(h(), completedEvent(session));
          expect(delivered.statusCode, delivered.body).toBe(200);
          const payment = await getPayment(h(), guest, session.paymentId);
          expect(payment.refundedAmount).toBe(payment.amounts.total);
          const rows = await h().db.select().from(refunds).where(eq(refunds.paymentId, session.paymentId));
          expect(rows.map((row) => row.status)).toEqual(['SUCCEEDED']);
          // Three asks of the same refund (its id is the provider's idempotency key): two failed, one took.
          expect(asked).toEqual([rows[0]!.id, rows[0]!.id, rows[0]!.id]);
        } finally {
          provider.refund = refund;
        }
      });

      it('refuses free tiers, bad answers and a second ticket', async () => {
        const social = await createPaidSocial(h(), host, {
          ticketTiers: [
            { name: 'Free', type: 'FREE' },
            { name: 'VIP', type: 'PAID', ticketPrice: 9900 },
          ],
          questionnaire: [{ id: 'why', questionType: 'SHORT_TEXT', title: 'Why?', isRequired: true }],
        });
        const free = await startCheckout(h(), guest, social, { ticketTierId: social.ticketTiers[0]?.id, answers: [{ questionId: 'why', answer: 'x' }] });
        expect(free.statusCode).toBe(400);
        const unanswered = await startCheckout(h(), guest, social, { ticketTierId: social.ticketTiers[1]?.id });
        expect(unanswered.statusCode).toBe(400);
        expect(unanswered.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.answers.why' })] }));
        expect((await seats(social.id)).confirmedPax).toBe(0);
        await buyTicket(h(), guest, social, { ticketTierId: social.ticketTiers[1]?.id, answers: [{ questionId: 'why', answer: 'Networking' }] });
        expect((await startCheckout(h(), guest, social, { ticketTierId: social.ticketTiers[1]?.id })).statusCode).toBe(409);
      });
    });

    describe('webhooks', () => {
      it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
        const social = await createPaidSocial(h(), host);
        const session = await openCheckout(h(), guest, social);
        const forged = await deliverEvent(h(), completedEvent(session), 'whsec_not_ours');
        expect(forged.statusCode).toBe(400);
        expect(forged.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'headers.stripe-signature' })] }));
        const unsigned = await h().app.inject({
          method: 'POST',
          url: '/api/payments/webhooks',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } }),
        });
        expect(unsigned.statusCode).toBe(400);
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('OPEN');
      });

      it('refuses an event dated more than 5 minutes ahead (by its signature or its own date) with 400 and changes nothing', async () => {
        const social = await createPaidSocial(h(), host);
        const session = await openCheckout(h(), guest, social);
        const nowSeconds = Math.floor(Date.now() / 1000);
        const signedAhead = await deliverEvent(h(), completedEvent(session, `evt_ahead_${session.paymentId}`), undefined, nowSeconds + 10 * 60);
        expect(signedAhead.statusCode).toBe(400);
        expect(signedAhead.json()).toEqual(
          expect.objectContaining({
            message: 'The webhook event is dated in the future',
            fieldErrors: [expect.objectContaining({ field: 'headers.stripe-signature' })],
          }),
        );
        const madeAhead = await deliverEvent(h(), { ...completedEvent(session), created: nowSeconds + 10 * 60 });
        expect(madeAhead.statusCode).toBe(400);
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('OPEN');
        expect(
          await h()
            .db.select()
            .from(paymentEvents)
            .where(eq(paymentEvents.id, `evt_ahead_${session.paymentId}`)),
        ).toEqual([]);

        // A clock a little behind the provider's is fine; and the refused event id is not spent.
        const slightlyAhead = await deliverEvent(h(), completedEvent(session, `evt_ahead_${session.paymentId}`), undefined, nowSeconds + 60);
        expect(slightlyAhead.json()).toEqual({ received: true, duplicate: false });
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('PAID');
      });

      it('does not confirm a seat paid for another amount than the total: records it and refunds what was paid', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 3 });
        const session = await openCheckout(h(), guest, social);
        expect(await seats(social.id)).toEqual({ confirmedPax: 1, remaining: null });
        const short = session.amounts.total - 1000;
        const res = await deliverEvent(h(), completedEvent(session, undefined, short));
        expect(res.statusCode).toBe(200);

        const payment = await getPayment(h(), guest, session.paymentId);
        expect(payment.status).toBe('PAID');
        expect(payment.failureMessage).toBe(
          `Paid ${(short / 100).toFixed(2)} where ${(session.amounts.total / 100).toFixed(2)} was due: not confirmed, refunded`,
        );
        expect(payment.refundedAmount).toBe(short);
        expect(await rsvpStatus(payment.rsvpId)).not.toBe('APPROVED');
        expect((await seats(social.id)).confirmedPax).toBe(0);
        const receipts = (await h().outbox('pay-guest@example.com')).filter((m) => m.text.includes(payment.receiptNumber));
        expect(receipts).toEqual([]);
      });

      it('applies an event delivered twice only once, and ignores an expiry that arrives after the payment', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 5 });
        const session = await openCheckout(h(), guest, social);
        const event = completedEvent(session, `evt_dup_${session.paymentId}`);
        const first = await deliverEvent(h(), event);
        const second = await deliverEvent(h(), event);
        expect(first.json()).toEqual({ received: true, duplicate: false });
        expect(second.json()).toEqual({ received: true, duplicate: true });
        // A different event id for the same payment (Stripe may send both) is a no-op too.
        await deliverEvent(h(), completedEvent(session));
        await deliverEvent(h(), expiredEvent(session.paymentId));
        expect((await getPayment(h(), guest, session.paymentId)).status).toBe('PAID');
        expect((await seats(social.id)).confirmedPax).toBe(1);
        const { receiptNumber } = await getPayment(h(), guest, session.paymentId);
        const receipts = (await h().outbox('pay-guest@example.com')).filter((m) => m.subject === 'Your receipt for Paid Night');
        const paidOnce = receipts.filter((m) => m.text.includes(receiptNumber));
        expect(paidOnce).toHaveLength(1);
      });

      it('records disputes from the provider and does not reopen a decided one', async () => {
        const social = await createPaidSocial(h(), host);
        const payment = await buyTicket(h(), guest, social);
        const [row] = await h().db.select().from(payments).where(eq(payments.id, payment.id));
        const dispute = (status: string) => ({
          type: 'charge.dispute.updated',
          object: { id: `dp_${payment.id}`, payment_intent: row?.providerPaymentId, amount: 7280, reason: 'fraudulent', status },
        });
        await deliverEvent(h(), { ...dispute('needs_response'), type: 'charge.dispute.created' });
        await deliverEvent(h(), dispute('lost'));
        await deliverEvent(h(), dispute('under_review'));
        const { disputes } = await detail(social.id, payment.rsvpId);
        expect(disputes).toEqual([expect.objectContaining({ source: 'PROVIDER', reason: 'FRAUDULENT', status: 'LOST', amount: 7280 })]);
      });
    });

    describe('refunds', () => {
      it('refunds each type by its rule, never more than was paid, with a history', async () => {
        const social = await createPaidSocial(h(), host);
        const payment = await buyTicket(h(), guest, social);
        const { socialId, rsvpId } = { socialId: social.id, rsvpId: payment.rsvpId };

        const deposit = await refund(socialId, rsvpId, { type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Came early' });
        expect(deposit.statusCode, deposit.body).toBe(201);
        expect(deposit.json()).toEqual(expect.objectContaining({ amount: 2000, status: 'SUCCEEDED', parts: { ticketPrice: 0, deposit: 2000, fees: 0 } }));
        const again = await refund(socialId, rsvpId, { type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Twice' });
        expect(again.statusCode).toBe(400);

        const tooMuch = await refund(socialId, rsvpId, { type: 'CUSTOM', reason: 'MISTAKENLY_APPROVE', customAmount: 5281 });
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.customAmount' })] }));
        const custom = await refund(socialId, rsvpId, { type: 'CUSTOM', reason: 'MISTAKENLY_APPROVE', customAmount: 1000 });
        expect(custom.json()).toEqual(expect.objectContaining({ amount: 1000, parts: { ticketPrice: 1000, deposit: 0, fees: 0 } }));
        const ticket = await refund(socialId, rsvpId, { type: 'TICKET_ONLY', reason: 'ATTENDEE_ASK_TO_CANCEL' });
        expect((ticket.json() as Refund).amount).toBe(4000);
        const full = await refund(socialId, rsvpId, { type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL' });
        expect((full.json() as Refund).amount).toBe(280);
        expect((await refund(socialId, rsvpId, { type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL' })).statusCode).toBe(400);

        const history = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}/rsvps/${rsvpId}/refunds`, headers: bearer(host.token) });
        expect((history.json() as { data: Refund[] }).data.map((r) => r.amount)).toEqual([2000, 1000, 4000, 280]);
        const after = await detail(socialId, rsvpId);
        expect(after.payment?.refundedAmount).toBe(7280);
        expect(after.refundable).toEqual({ ticketPrice: 0, deposit: 0, fees: 0 });
        expect((await refund(socialId, rsvpId, { type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL' }, guest.token)).statusCode).toBe(403);
        expect((await refund(socialId, rsvpId, { type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL' }, other.token)).statusCode).toBe(403);
      });

      it('two refunds at once never give back more than was paid', async () => {
        const social = await createPaidSocial(h(), host);
        const payment = await buyTicket(h(), guest, social);
        const results = await Promise.all(
          Array.from({ length: 6 }, () => refund(social.id, payment.rsvpId, { type: 'CUSTOM', reason: 'MISTAKENLY_APPROVE', customAmount: 3000 })),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
        expect((await getPayment(h(), guest, payment.id)).refundedAmount).toBe(6000);
      });

      it('refunds an attendee who cancels before the window in full, and keeps the deposit of a late cancel', async () => {
        const early = await createPaidSocial(h(), host, { cancellationWindow: 'WITHIN24H' });
        const paidEarly = await buyTicket(h(), guest, early);
        const cancelled = await h().app.inject({ method: 'DELETE', url: `/api/socials/${early.id}/rsvps/${paidEarly.rsvpId}`, headers: bearer(guest.token) });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(cancelled.json()).toEqual(expect.objectContaining({ cancellation: expect.objectContaining({ refundType: 'FULL', refundAmount: 7280 }) }));
        expect((await getPayment(h(), guest, paidEarly.id)).refundedAmount).toBe(7280);

        const soon = Date.now() + 2 * HOUR;
        const late = await createPaidSocial(h(), host, { cancellationWindow: 'WITHIN24H', eventTimestamp: soon, eventEndTimestamp: soon + HOUR });
        const paidLate = await buyTicket(h(), guest, late);
        const lateCancel = await h().app.inject({ method: 'DELETE', url: `/api/socials/${late.id}/rsvps/${paidLate.rsvpId}`, headers: bearer(guest.token) });
        expect(lateCancel.json()).toEqual(
          expect.objectContaining({ cancellation: expect.objectContaining({ refundType: 'TICKET_ONLY', refundAmount: 5000, forfeitedAmount: 2000 }) }),
        );
        expect((await getPayment(h(), guest, paidLate.id)).refundedAmount).toBe(5000);
      });

      it('settles deposits by the no-show policy when the host closes attendance', async () => {
        const social = await createPaidSocial(h(), host, { attendance: { methods: ['HOST_QRCODE'] } });
        const came = await buyTicket(h(), guest, social);
        const noShow = await buyTicket(h(), other, social);
        for (const status of ['PENDING', 'OPEN']) {
          const res = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}/attendance`, headers: bearer(host.token), payload: { status } });
          expect(res.statusCode, res.body).toBe(200);
        }
        const checkIn = await h().app.inject({
          method: 'POST',
          url: `/api/socials/${social.id}/rsvps/attendances`,
          headers: bearer(host.token),
          payload: { method: 'HOST_QRCODE', rsvpId: came.rsvpId },
        });
        expect(checkIn.statusCode, checkIn.body).toBe(200);
        const close = await h().app.inject({
          method: 'PATCH',
          url: `/api/socials/${social.id}/attendance`,
          headers: bearer(host.token),
          payload: { status: 'CLOSED' },
        });
        expect(close.statusCode, close.body).toBe(200);
        expect((await getPayment(h(), guest, came.id)).refundedAmount).toBe(2000);
        expect((await getPayment(h(), other, noShow.id)).refundedAmount).toBe(0);
        // Closing again settles nothing twice.
        await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}/attendance`, headers: bearer(host.token), payload: { status: 'CLOSED' } });
        expect((await getPayment(h(), guest, came.id)).refundedAmount).toBe(2000);
      });
    });

    describe('a cancelled event', () => {
      it('refunds every payment in full and mails the attendees once', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 10 });
        const first = await buyTicket(h(), guest, social);
        const second = await buyTicket(h(), other, social);
        const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(host.token) });
        expect(res.statusCode, res.body).toBe(200);
        await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(host.token) });
        expect((await getPayment(h(), guest, first.id)).refundedAmount).toBe(first.amounts.total);
        expect((await getPayment(h(), other, second.id)).refundedAmount).toBe(second.amounts.total);
        const refunds = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/rsvps/${first.rsvpId}/refunds`, headers: bearer(host.token) });
        expect((refunds.json() as { data: Refund[] }).data).toEqual([
          expect.objectContaining({ type: 'FULL', reason: 'CUSTOM', note: 'The event was cancelled', createdById: null }),
        ]);
      });
    });

    describe('order list of ticket sales', () => {
      it('lists paid and held orders newest first, with buyer, tier, promo code and what was refunded', async () => {
        const social = await createPaidSocial(h(), host);
        await h().db.insert(promoCodes).values({ socialId: social.id, code: 'FRIENDS', discountType: 'PERCENT', value: 20 });
        const first = await buyTicket(h(), guest, social, { promoCode: 'friends' });
        const second = await buyTicket(h(), other, social);
        expect((await refund(social.id, first.rsvpId, { type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Came early' })).statusCode).toBe(201);
        // A card held for approval: not charged yet, so not in the sales figures.
        await h().db.update(payments).set({ status: 'AUTHORIZED', paidAt: null }).where(eq(payments.id, second.id));

        const res = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/ticket-sales`, headers: bearer(host.token) });
        expect(res.statusCode, res.body).toBe(200);
        const sales = res.json() as TicketSales;
        expect(sales.moreOrders).toBe(false);
        expect(sales.orders).toEqual([
          expect.objectContaining({
            paymentId: second.id,
            buyerName: 'Otto Other',
            status: 'AUTHORIZED',
            amount: second.amounts.total,
            promoCode: null,
            refunded: 0,
          }),
          expect.objectContaining({
            paymentId: first.id,
            buyerName: 'Gus Guest',
            status: 'PAID',
            amount: first.amounts.total,
            promoCode: 'FRIENDS',
            refunded: 2000,
          }),
        ]);
        expect(sales.orders[0]?.tierName).toBe(first.tierName);
        expect(sales.orders[1]?.orderedAt).toBe(first.paidAt);
        expect(sales.totals.orders).toBe(1);

        const asGuest = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/ticket-sales`, headers: bearer(guest.token) });
        expect(asGuest.statusCode).toBe(403);
      });
    });

    describe('earnings', () => {
      it("adds up the paid orders of the caller's own socials, less fees and refunds, and shows nobody else's", async () => {
        const owner = await h().signIn('earn-host@example.com', { firstName: 'Erin', lastName: 'Earner' });
        const earnings = async (user: TestUser) => {
          const res = await h().app.inject({ method: 'GET', url: '/api/payments/earnings', headers: bearer(user.token) });
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as HostEarnings;
        };
        expect(await earnings(owner)).toEqual({ currencies: [] });

        const first = await createPaidSocial(h(), owner);
        const second = await createPaidSocial(h(), owner);
        const bought = await buyTicket(h(), guest, first);
        await buyTicket(h(), other, second);
        await openCheckout(h(), guest, second);
        expect((await refund(first.id, bought.rsvpId, { type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Came early' }, owner.token)).statusCode).toBe(201);

        // Two $72.80 orders with $2.80 fees each; the $20 deposit went back.
        expect(await earnings(owner)).toEqual({
          currencies: [
            { currency: 'usd', orders: 2, gross: 14560, discounts: 0, fees: 560, refunded: 2000, net: 12000, paidOut: 0, pendingPayout: 0, balance: 12000 },
          ],
        });
        expect((await earnings(guest)).currencies).toEqual([]);
      });
    });

    describe('promo codes at checkout', () => {
      async function addCode(socialId: string, values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
        await h()
          .db.insert(promoCodes)
          .values({ socialId, discountType: 'PERCENT', value: 20, ...values });
      }

      it('discounts the ticket, counts uses, and refuses a used-up or expired code naming body.promoCode', async () => {
        const social = await createPaidSocial(h(), host);
        await addCode(social.id, { code: 'ONCE', usageLimit: 1 });
        await addCode(social.id, { code: 'OLD', validUntil: new Date(Date.now() - 1000) });
        const session = await openCheckout(h(), guest, social, { promoCode: 'once' });
        expect(session.amounts).toEqual(expect.objectContaining({ ticketPrice: 5000, discount: 1000, deposit: 2000 }));
        const usedUp = await startCheckout(h(), other, social, { promoCode: 'ONCE' });
        expect(usedUp.statusCode).toBe(400);
        const refused = {
          message: 'This promo code cannot be used for this ticket',
          fieldErrors: [{ field: 'body.promoCode', message: 'This promo code cannot be used for this ticket' }],
        };
        expect(usedUp.json()).toEqual(expect.objectContaining(refused));
        const expired = await startCheckout(h(), other, social, { promoCode: 'OLD' });
        expect(expired.json()).toEqual(expect.objectContaining(refused));
        const unknown = await startCheckout(h(), other, social, { promoCode: 'NOPE' });
        expect(unknown.json()).toEqual(expect.objectContaining(refused));
        // The abandoned checkout gives its use back.
        await pressCheckoutButton(h(), session, 'cancel');
        expect((await startCheckout(h(), other, social, { promoCode: 'ONCE' })).statusCode).toBe(201);
        const check = await h().app.inject({
          method: 'POST',
          url: '/api/payments/promo-code',
          headers: bearer(admin.token),
          payload: { socialId: social.id, ticketTierId: social.ticketTiers[0]?.id, code: 'ONCE' },
        });
        expect(check.json()).toEqual(expect.objectContaining({ valid: false, reason: 'USED_UP' }));
      });

      it('tells attendees the same for an unknown, used-up, expired, not yet valid or other-tier code; hosts and staff get the reason', async () => {
        const social = await createPaidSocial(h(), host, {
          ticketTiers: [
            { name: 'General', type: 'PAID', ticketPrice: 5000 },
            { name: 'VIP', type: 'PAID', ticketPrice: 9000 },
          ],
        });
        const [general, vip] = social.ticketTiers;
        await addCode(social.id, { code: 'GONE', usageLimit: 0 });
        await addCode(social.id, { code: 'OLD', validUntil: new Date(Date.now() - 1000) });
        await addCode(social.id, { code: 'SOON', validFrom: new Date(Date.now() + DAY) });
        await addCode(social.id, { code: 'VIPONLY', tierIds: [vip!.id] });
        const remoteAddress = '198.51.100.20';

        for (const code of ['NOSUCH', 'GONE', 'OLD', 'SOON', 'VIPONLY']) {
          const price = await h().app.inject({
            method: 'POST',
            url: '/api/socials/ticket-price',
            remoteAddress,
            payload: { socialId: social.id, ticketTierId: general!.id, promoCode: code },
          });
          expect(price.statusCode, code).toBe(200);
          expect((price.json() as TotalCharge).promoRejection, code).toBe('UNKNOWN_CODE');
          const total = await h().app.inject({
            method: 'POST',
            url: `/api/socials/${social.id}/rsvps/total-charge`,
            remoteAddress,
            headers: bearer(guest.token),
            payload: { ticketTierId: general!.id, promoCode: code },
          });
          expect((total.json() as TotalCharge).promoRejection, code).toBe('UNKNOWN_CODE');
          const check = await h().app.inject({
            method: 'POST',
            url: '/api/payments/promo-code',
            remoteAddress,
            headers: bearer(guest.token),
            payload: { socialId: social.id, ticketTierId: general!.id, code },
          });
          expect(check.json(), code).toEqual(
            expect.objectContaining({ valid: false, reason: 'UNKNOWN_CODE', charge: expect.objectContaining({ promoRejection: 'UNKNOWN_CODE' }) }),
          );
        }

        const asHost = await h().app.inject({
          method: 'POST',
          url: '/api/payments/promo-code',
          remoteAddress: '198.51.100.21',
          headers: bearer(host.token),
          payload: { socialId: social.id, ticketTierId: general!.id, code: 'OLD' },
        });
        expect(asHost.json()).toEqual(expect.objectContaining({ valid: false, reason: 'EXPIRED' }));
      });

      it('limits promo code tries per client address, in the database, without counting plain price checks', async () => {
        const social = await createPaidSocial(h(), host);
        const tierId = social.ticketTiers[0]!.id;
        const price = (remoteAddress: string, promoCode?: string) =>
          h().app.inject({
            method: 'POST',
            url: '/api/socials/ticket-price',
            remoteAddress,
            payload: { socialId: social.id, ticketTierId: tierId, ...(promoCode ? { promoCode } : {}) },
          });
        const guesser = '203.0.113.77';
        for (let i = 0; i < 5; i++) expect((await price(guesser)).statusCode).toBe(200);
        for (let i = 0; i < PROMO_CODE_TRIES.limit; i++) expect((await price(guesser, `GUESS${i}`)).statusCode).toBe(200);

        const refused = await price(guesser, 'ONEMORE');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(PROMO_CODE_TRIES.windowSeconds);
        const check = await h().app.inject({
          method: 'POST',
          url: '/api/payments/promo-code',
          remoteAddress: guesser,
          headers: bearer(guest.token),
          payload: { socialId: social.id, ticketTierId: tierId, code: 'GUESSX' },
        });
        expect(check.statusCode).toBe(429);
        // The guesser can still see prices; other addresses are not affected.
        expect((await price(guesser)).statusCode).toBe(200);
        expect((await price('203.0.113.78', 'MINE')).statusCode).toBe(200);
      });

      it('lets exactly one of many simultaneous checkouts take the last use of a code', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 50 });
        await addCode(social.id, { code: 'LAST', usageLimit: 1 });
        const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => h().signIn(`promo-race-${i}@example.com`)));
        const results = await Promise.all(buyers.map((buyer) => startCheckout(h(), buyer, social, { promoCode: 'LAST' })));
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      });
    });

    describe('seats under concurrency', () => {
      it('gives the last seat to exactly one of many simultaneous checkouts', async () => {
        const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
        const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => h().signIn(`seat-race-${i}@example.com`)));
        const results = await Promise.all(buyers.map((buyer) => startCheckout(h(), buyer, social)));
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
        const [row] = await h().db.select({ confirmedPax: socials.confirmedPax }).from(socials).where(eq(socials.id, social.id));
        expect(row?.confirmedPax).toBe(1);
      });
    });
  },
  { env: { PLATFORM_FEE_PERCENT_BP: '500', PLATFORM_FEE_FIXED_CENTS: '30' }, checkSeats: true },
);

describeOnEachDatabase(
  'payments switched off',
  (h) => {
    it('answers 503 to a checkout and says so in the payment configuration', async () => {
      const host = await h().signIn('off-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      const guest = await h().signIn('off-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      const social = await createPaidSocial(h(), host, { maxCapacity: 1 });
      const res = await startCheckout(h(), guest, social);
      expect(res.statusCode).toBe(503);
      expect((await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}` })).json()).toEqual(expect.objectContaining({ confirmedPax: 0 }));
      expect((await h().app.inject({ method: 'GET', url: '/api/configs/payment' })).json()).toEqual(expect.objectContaining({ provider: null }));
    });
  },
  { env: { PAYMENT_PROVIDER: 'none' } },
);
