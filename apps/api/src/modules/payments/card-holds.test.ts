import type { CheckoutSession, Payment, SocialDetail } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments, refunds, rsvps } from '../../db/schema';
import { startFakeStripe } from '../../test/fake-stripe';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, DAY, type TestUser } from '../../test/kit';
import { completedEvent, createPaidSocial, deliverEvent, getPayment, openCheckout, pressCheckoutButton } from '../../test/payments-kit';
import { withTransaction } from '../../core/transaction';
import { freeSeat } from '../rsvps';
import { captureCardHoldJob, releaseCardHoldJob, releaseLapsedCardHolds } from './card-holds.jobs';

describeOnEachDatabase(
  'card holds on a social that approves each guest',
  (h) => {
    let host: TestUser;
    let guest: TestUser;

    beforeAll(async () => {
      host = await h().signIn('hold-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      guest = await h().signIn('hold-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
    });

    async function confirmedPax(socialId: string): Promise<number> {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}` });
      return (res.json() as SocialDetail).confirmedPax;
    }

    async function rsvpStatus(rsvpId: string) {
      const [row] = await h().db.select({ status: rsvps.status }).from(rsvps).where(eq(rsvps.id, rsvpId));
      return row?.status;
    }

    async function refundCount(paymentId: string): Promise<number> {
      return (await h().db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, paymentId))).length;
    }

    async function subjects(): Promise<string[]> {
      return (await h().outbox('hold-guest@example.com')).map((mail) => mail.subject);
    }

    /** The guest goes through checkout on a new approval-only paid social: the card is held. */
    async function holdCard(): Promise<{ socialId: string; session: CheckoutSession; payment: Payment }> {
      const social = await createPaidSocial(h(), host, { title: 'Curated Supper', requiresApproval: true, maxCapacity: 10 });
      const session = await openCheckout(h(), guest, social);
      expect(await confirmedPax(social.id), 'the checkout holds a seat while it is open').toBe(1);
      expect((await pressCheckoutButton(h(), session, 'pay')).statusCode).toBe(303);
      return { socialId: social.id, session, payment: await getPayment(h(), guest, session.paymentId) };
    }

    function hostSets(socialId: string, rsvpId: string, status: string) {
      return h().app.inject({ method: 'PATCH', url: `/api/socials/${socialId}/rsvps/${rsvpId}`, headers: bearer(host.token), payload: { status } });
    }

    it('holds the card at checkout: the RSVP waits as pending with no seat, nothing is charged, and the guest is told until when', async () => {
      const before = Date.now();
      const { socialId, payment } = await holdCard();
      expect(payment.status).toBe('AUTHORIZED');
      expect(payment.paidAt).toBeNull();
      expect(payment.authorizedUntil).toBeGreaterThanOrEqual(before + 6 * DAY - 60_000);
      expect(payment.authorizedUntil).toBeLessThanOrEqual(Date.now() + 6 * DAY);
      expect(await rsvpStatus(payment.rsvpId)).toBe('PENDING');
      expect(await confirmedPax(socialId)).toBe(0);
      const mails = await subjects();
      expect(mails).toContain('$70 held on your card for Curated Supper');
      expect(mails).toContain('We received your RSVP to Curated Supper');
      expect(mails).not.toContain('Your receipt for Curated Supper');
    });

    it('charges the held card when the hosts approve: the guest gets the seat and the receipt', async () => {
      const { socialId, payment } = await holdCard();
      const approved = await hostSets(socialId, payment.rsvpId, 'APPROVED');
      expect(approved.statusCode, approved.body).toBe(200);
      const after = await getPayment(h(), guest, payment.id);
      expect(after.status).toBe('PAID');
      expect(after.paidAt).not.toBeNull();
      expect(after.authorizedUntil).toBeNull();
      expect(await confirmedPax(socialId)).toBe(1);
      expect(await subjects()).toContain('Your receipt for Curated Supper');
    });

    it('lets the hold go when the hosts decline: never charged, nothing to refund', async () => {
      const { socialId, payment } = await holdCard();
      expect((await hostSets(socialId, payment.rsvpId, 'REJECTED')).statusCode).toBe(200);
      const after = await getPayment(h(), guest, payment.id);
      expect(after.status).toBe('RELEASED');
      expect(after.paidAt).toBeNull();
      expect(after.refundedAmount).toBe(0);
      expect(await refundCount(payment.id)).toBe(0);
      const mails = await h().outbox('hold-guest@example.com');
      expect(mails[0]?.subject).toBe('The hold on your card for Curated Supper is released');
      expect(mails[0]?.text).toContain('could not accept your RSVP');
      // Approving after the decline would give a seat nobody pays for: refused, the guest checks out again.
      const late = await hostSets(socialId, payment.rsvpId, 'APPROVED');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("This guest's card hold was released: they need to check out again");
      expect(await rsvpStatus(payment.rsvpId)).toBe('REJECTED');
      expect((await getPayment(h(), guest, payment.id)).status).toBe('RELEASED');
    });

    it('lets the hold go when the guest cancels, or the hosts cancel the event', async () => {
      const mine = await holdCard();
      const cancelled = await h().app.inject({
        method: 'DELETE',
        url: `/api/socials/${mine.socialId}/rsvps/${mine.payment.rsvpId}`,
        headers: bearer(guest.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await getPayment(h(), guest, mine.payment.id)).status).toBe('RELEASED');

      const event = await holdCard();
      expect((await h().app.inject({ method: 'POST', url: `/api/socials/${event.socialId}/cancel`, headers: bearer(host.token) })).statusCode).toBe(200);
      expect((await getPayment(h(), guest, event.payment.id)).status).toBe('RELEASED');
      expect(await refundCount(event.payment.id)).toBe(0);
    });

    it("reads Stripe's unpaid completion as a held card only for a checkout that asked for one", async () => {
      // An ordinary checkout completing unpaid is a bank debit still under way: nothing is confirmed yet.
      const ordinary = await createPaidSocial(h(), host, { title: 'Open Supper' });
      const session = await openCheckout(h(), guest, ordinary);
      const unpaid = completedEvent(session);
      const res = await deliverEvent(h(), { ...unpaid, object: { ...unpaid.object, payment_status: 'unpaid', status: 'complete' } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await getPayment(h(), guest, session.paymentId)).status).toBe('OPEN');

      // A held card for another amount than the order's confirms nothing and is let go at once.
      const supper = await createPaidSocial(h(), host, { title: 'Curated Supper', requiresApproval: true });
      const held = await openCheckout(h(), guest, supper);
      const wrong = completedEvent(held, undefined, held.amounts.total - 100);
      await deliverEvent(h(), { ...wrong, object: { ...wrong.object, payment_status: 'unpaid', status: 'complete' } });
      const after = await getPayment(h(), guest, held.paymentId);
      expect(after.status).toBe('RELEASED');
      expect(await rsvpStatus(after.rsvpId)).not.toBe('PENDING');
      expect(await confirmedPax(supper.id)).toBe(0);
    });

    it('charges nothing when the guest cancelled between the approval and the capture, and refunds a hold captured just before a release', async () => {
      const { db, services } = h();
      // The capture's turn comes after the RSVP ended: the hold is let go instead.
      const late = await holdCard();
      await db.update(rsvps).set({ status: 'CANCELLED' }).where(eq(rsvps.id, late.payment.rsvpId));
      await services.jobs.enqueue(db, captureCardHoldJob, { paymentId: late.payment.id }, { key: `test-capture:${late.payment.id}` });
      await services.jobs.drain();
      expect((await getPayment(h(), guest, late.payment.id)).status).toBe('RELEASED');

      // The release's turn comes after a capture went through: what was charged comes back.
      const captured = await holdCard();
      expect((await hostSets(captured.socialId, captured.payment.rsvpId, 'APPROVED')).statusCode).toBe(200);
      expect((await getPayment(h(), guest, captured.payment.id)).status).toBe('PAID');
      // As a host's reject would, without the reaction that follows it: the seat goes back, the RSVP ends.
      await withTransaction(db, async (tx) => {
        await freeSeat(tx, captured.socialId, captured.payment.ticketTierId);
        await tx.update(rsvps).set({ status: 'REJECTED' }).where(eq(rsvps.id, captured.payment.rsvpId));
      });
      await services.jobs.enqueue(
        db,
        releaseCardHoldJob,
        { paymentId: captured.payment.id, cause: 'declined' },
        { key: `test-release:${captured.payment.id}` },
      );
      await services.jobs.drain();
      const after = await getPayment(h(), guest, captured.payment.id);
      expect(after.status).toBe('PAID');
      expect(after.refundedAmount).toBe(after.amounts.total);
      expect(await refundCount(captured.payment.id)).toBe(1);
    });

    it('lets a hold go before it lapses when the hosts have not decided, cancels the RSVP and tells the guest; an approved one is charged instead', async () => {
      const waiting = await holdCard();
      const approved = await holdCard();
      expect((await hostSets(approved.socialId, approved.payment.rsvpId, 'APPROVED')).statusCode).toBe(200);
      const lapsed = new Date(Date.now() - 1000);
      await h().db.update(payments).set({ authorizedUntil: lapsed }).where(eq(payments.id, waiting.payment.id));

      const released = await releaseLapsedCardHolds({ ...h().services, log: h().app.log });
      await h().services.jobs.drain();
      expect(released).toBe(1);
      expect(await rsvpStatus(waiting.payment.rsvpId)).toBe('CANCELLED');
      expect((await getPayment(h(), guest, waiting.payment.id)).status).toBe('RELEASED');
      const mails = await h().outbox('hold-guest@example.com');
      expect(mails.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining(['The hold on your card for Curated Supper is released', 'Your RSVP to Curated Supper is cancelled']),
      );
      expect(mails.find((mail) => mail.subject.startsWith('The hold'))?.text).toContain('did not decide on your RSVP in time');
      expect((await getPayment(h(), guest, approved.payment.id)).status).toBe('PAID');

      // Run again (another instance, a minute later): nothing left to do.
      expect(await releaseLapsedCardHolds({ ...h().services, log: h().app.log })).toBe(0);
    });
  },
  { checkSeats: true },
);

// Against Stripe's API (a faithful fake on localhost): a hold Stripe will not charge any more.
const stripe = await startFakeStripe();
afterAll(() => stripe.close());

describeOnEachDatabase(
  'a held card Stripe refuses to charge',
  (h) => {
    it('gives the seat back: the approval is undone, the payment fails, the guest is told, nothing is charged', async () => {
      const host = await h().signIn('refused-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      const guest = await h().signIn('refused-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      const social = await createPaidSocial(h(), host, { title: 'Lapsed Supper', requiresApproval: true, maxCapacity: 5 });
      const session = await openCheckout(h(), guest, social);
      const held = completedEvent(session);
      expect((await deliverEvent(h(), { ...held, object: { ...held.object, payment_status: 'unpaid', status: 'complete' } })).statusCode).toBe(200);
      const payment = await getPayment(h(), guest, session.paymentId);
      expect(payment.status).toBe('AUTHORIZED');
      // The hold lapsed at Stripe before the hosts decided.
      stripe.heldOutcomes.set(`pi_${session.paymentId}`, 'canceled');

      const approved = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}/rsvps/${payment.rsvpId}`,
        headers: bearer(host.token),
        payload: { status: 'APPROVED' },
      });
      expect(approved.statusCode, approved.body).toBe(200);

      const after = await getPayment(h(), guest, session.paymentId);
      expect(after.status).toBe('FAILED');
      expect(after.paidAt).toBeNull();
      const [rsvp] = await h().db.select({ status: rsvps.status }).from(rsvps).where(eq(rsvps.id, payment.rsvpId));
      expect(rsvp?.status).toBe('CANCELLED');
      const seats = (await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}` })).json() as SocialDetail;
      expect(seats.confirmedPax).toBe(0);
      const mails = await h().outbox('refused-guest@example.com');
      expect(mails.find((mail) => mail.subject.startsWith('The hold'))?.text).toContain('your card could not be charged');
      expect(stripe.calls.filter((call) => call.path === `/v1/payment_intents/pi_${session.paymentId}/capture`)).toHaveLength(1);
    });
  },
  { checkSeats: true, env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url } },
);
