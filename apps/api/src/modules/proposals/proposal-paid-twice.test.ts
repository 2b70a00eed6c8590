import type { Proposal, ProposalCheckout } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { proposalPayments } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, DAY, HOUR, type TestUser } from '../../test/kit';
import { payWithRedeliveries } from '../../test/payments-kit';

describeOnEachDatabase('a proposal deposit paid twice', (h) => {
  let owner: TestUser;
  let supporter: TestUser;
  const { ok } = apiCalls(h);

  beforeAll(async () => {
    owner = await h().signIn('twice-deposit-owner@example.com', { firstName: 'Olga' });
    supporter = await h().signIn('twice-deposit-supporter@example.com', { firstName: 'Sam' });
  });

  it('counts the deposit paid first and gives the other back in full, once, with one mail', async () => {
    const choice = { kind: 'DATE', label: 'June', eventTimestamp: Date.now() + 20 * DAY, eventEndTimestamp: Date.now() + 20 * DAY + 3 * HOUR };
    const proposal = await ok<Proposal>('POST', '/proposals', owner, {
      title: 'Twice sailing',
      deadline: Date.now() + 5 * DAY,
      depositCents: 2500,
      choices: [choice],
    });
    // A second checkout ends the first, whose page may still be paid.
    const first = await ok<ProposalCheckout>('POST', `/payments/proposals/${proposal.id}/payment-sessions`, supporter);
    const second = await ok<ProposalCheckout>('POST', `/payments/proposals/${proposal.id}/payment-sessions`, supporter);

    expect(await payWithRedeliveries(h(), { paymentId: second.paymentId, total: 2500 })).toEqual([]);
    const refunds = await payWithRedeliveries(h(), { paymentId: first.paymentId, total: 2500 });

    expect(refunds).toEqual([{ refundId: first.paymentId, providerPaymentId: `pi_${first.paymentId}`, amountCents: 2500, reverseTransfer: false }]);
    const rows = await h().db.select().from(proposalPayments).where(eq(proposalPayments.proposalId, proposal.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [first.paymentId]: 'REFUNDED', [second.paymentId]: 'PAID' });
    expect((await h().outbox('twice-deposit-supporter@example.com')).filter((mail) => mail.subject.includes('is refunded'))).toHaveLength(1);
  });
});
