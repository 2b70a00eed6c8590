import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { refunds as refundRows } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import type { TestUser } from '../../test/kit';
import { createPaidSocial, getPayment, openCheckout, payWithRedeliveries } from '../../test/payments-kit';

describeOnEachDatabase(
  'a ticket paid twice',
  (h) => {
    let host: TestUser;
    let buyer: TestUser;

    beforeAll(async () => {
      host = await h().signIn('twice-ticket-host@example.com', { firstName: 'Hal' });
      buyer = await h().signIn('twice-ticket-buyer@example.com', { firstName: 'Bea' });
    });

    it('keeps the ticket of the payment that came first and gives the other back in full, once, with one mail', async () => {
      const social = await createPaidSocial(h(), host, { title: 'Twice Night', maxCapacity: 10 });
      // A second checkout ends the first, whose page may still be paid.
      const first = await openCheckout(h(), buyer, social);
      const second = await openCheckout(h(), buyer, social);

      expect(await payWithRedeliveries(h(), { paymentId: second.paymentId, total: second.amounts.total })).toEqual([]);
      const refunds = await payWithRedeliveries(h(), { paymentId: first.paymentId, total: first.amounts.total });

      expect(refunds).toEqual([expect.objectContaining({ providerPaymentId: `pi_${first.paymentId}`, amountCents: 7000 })]);
      expect(await getPayment(h(), buyer, second.paymentId)).toMatchObject({ status: 'PAID', refundedAmount: 0 });
      expect(await getPayment(h(), buyer, first.paymentId)).toMatchObject({ status: 'PAID', refundedAmount: 7000 });
      const rows = await h().db.select().from(refundRows).where(eq(refundRows.paymentId, first.paymentId));
      expect(rows).toEqual([
        expect.objectContaining({ amountCents: 7000, status: 'SUCCEEDED', type: 'FULL', note: 'You already have a ticket for this event' }),
      ]);
      expect((await h().outbox('twice-ticket-buyer@example.com')).filter((mail) => mail.subject.startsWith('Refund of'))).toHaveLength(1);
    });
  },
  { checkSeats: true },
);
