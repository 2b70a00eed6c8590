import type { ErrorBody, Proposal, ProposalCheckout } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { proposalPayments, proposals, rsvps } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, DAY, fieldsOf, HOUR, type TestUser } from '../../test/kit';
import { completedEvent, deliverEvent, expiredEvent } from '../../test/payments-kit';
import { dropUnpaidAtPaidDeadline } from './proposal-payments.jobs';
import { closeProposalAtDeadline } from './proposals.jobs';

describeOnEachDatabase('paid proposals', (h) => {
  let owner: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;

  const { send, ok } = apiCalls(h);
  const messageOf = (res: { json(): unknown }) => (res.json() as ErrorBody).message;

  const choice = (label: string, inDays: number) => ({
    kind: 'DATE',
    label,
    eventTimestamp: Date.now() + inDays * DAY,
    eventEndTimestamp: Date.now() + inDays * DAY + 3 * HOUR,
  });
  const createPaid = (body: object = {}) =>
    ok<Proposal>('POST', '/proposals', owner, {
      title: 'Sailing weekend',
      deadline: Date.now() + 5 * DAY,
      depositCents: 2500,
      choices: [choice('June', 20), choice('July', 50)],
      ...body,
    });
  const view = (proposal: Proposal, user: TestUser | null) => ok<Proposal>('GET', `/proposals/slug/${proposal.slug}`, user);
  const back = (proposal: Proposal, user: TestUser) => send('POST', `/payments/proposals/${proposal.id}/payment-sessions`, user);
  const pay = (checkout: ProposalCheckout, amount = checkout.amountCents) =>
    deliverEvent(h(), completedEvent({ paymentId: checkout.paymentId, amounts: { total: amount } as never }));
  async function backAndPay(proposal: Proposal, user: TestUser): Promise<ProposalCheckout> {
    const res = await back(proposal, user);
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json() as ProposalCheckout;
    expect((await pay(checkout)).statusCode).toBe(200);
    return checkout;
  }
  const voteFor = (user: TestUser, proposal: Proposal, index = 0) =>
    send('PATCH', `/proposals/${proposal.id}/choices?choiceId=${proposal.choices[index]!.id}`, user);
  const depositsOf = async (proposalId: string) =>
    (await h().db.select().from(proposalPayments).where(eq(proposalPayments.proposalId, proposalId))).map((row) => ({
      userId: row.userId,
      status: row.status,
      amountCents: row.amountCents,
    }));
  const refundMails = async (user: string) => (await h().outbox(user)).filter((mail) => mail.subject.includes('is refunded'));

  beforeAll(async () => {
    owner = await h().signIn('paid-proposals-owner@example.com', { firstName: 'Olive' });
    ann = await h().signIn('paid-proposals-ann@example.com', { firstName: 'Ann' });
    ben = await h().signIn('paid-proposals-ben@example.com', { firstName: 'Ben' });
    cat = await h().signIn('paid-proposals-cat@example.com', { firstName: 'Cat' });
  });

  it('creates a paid proposal within the paid deadline rules and names the field that breaks them', async () => {
    const proposal = await createPaid({ paidDeadline: Date.now() + 2 * DAY });
    expect(proposal).toMatchObject({ depositCents: 2500, currency: 'usd', paidCount: 0, myPayment: null, canPay: true });
    expect(proposal.paidDeadline).toBeGreaterThan(Date.now() + DAY);

    const cases: [object, string][] = [
      [{ deadline: Date.now() + 3 * DAY, paidDeadline: Date.now() + 4 * DAY }, 'body.paidDeadline'],
      [{ deadline: Date.now() + 31 * DAY }, 'body.deadline'],
      [{ depositCents: null, paidDeadline: Date.now() + DAY }, 'body.paidDeadline'],
      [{ depositCents: 10 }, 'body.depositCents'],
      [{ depositCents: 2.5 }, 'body.depositCents'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/proposals', owner, { title: 'Bad dates', deadline: Date.now() + 5 * DAY, depositCents: 2500, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
    // Without a deadline a paid proposal stays open config proposal.paidDeadlineDays (14), and so does its paid deadline.
    const defaulted = await ok<Proposal>('POST', '/proposals', owner, { title: 'Whenever suits', depositCents: 1000 });
    expect(defaulted.deadline).toBeGreaterThan(Date.now() + 13 * DAY);
    expect(defaulted.paidDeadline).toBe(defaulted.deadline);
  });

  it('counts a deposit only once the webhook confirms it; a replay changes nothing and a second deposit is refused', async () => {
    const proposal = await createPaid();
    const free = await ok<Proposal>('POST', '/proposals', owner, { title: 'Free picnic', deadline: Date.now() + DAY });
    const refused = await back(free, ann);
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, expect.stringMatching(/asks for no deposit/)]);
    expect((await send('POST', `/payments/proposals/${proposal.id}/payment-sessions`, null)).statusCode).toBe(401);

    const res = await back(proposal, ann);
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json() as ProposalCheckout;
    expect(checkout).toMatchObject({ amountCents: 2500, currency: 'usd' });
    expect(new URL(checkout.checkoutUrl).pathname).toMatch(/^\/api\/proposals\/test-checkout\/cs_/);
    expect(await view(proposal, ann)).toMatchObject({ paidCount: 0, myPayment: { status: 'OPEN', amountCents: 2500 }, canPay: true });

    // Another amount confirms nothing.
    await pay(checkout, 100);
    expect((await view(proposal, ann)).myPayment?.status).toBe('OPEN');
    await pay(checkout);
    await pay(checkout);
    expect(await view(proposal, ann)).toMatchObject({ paidCount: 1, myPayment: { status: 'PAID' }, canPay: false });
    expect(await depositsOf(proposal.id)).toEqual([{ userId: ann.userId, status: 'PAID', amountCents: 2500 }]);
    const again = await back(proposal, ann);
    expect([again.statusCode, messageOf(again)]).toEqual([409, expect.stringMatching(/already paid/)]);

    // An expired checkout ends; it can be started again.
    const benCheckout = (await back(proposal, ben)).json() as ProposalCheckout;
    await deliverEvent(h(), expiredEvent(benCheckout.paymentId));
    expect((await view(proposal, ben)).myPayment?.status).toBe('EXPIRED');
    expect((await back(proposal, ben)).statusCode).toBe(201);
  });

  it('keeps one deposit per supporter when two checkouts race and both are paid: the second is refunded', async () => {
    const proposal = await createPaid();
    const [first, second] = await Promise.all([back(proposal, cat), back(proposal, cat)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const checkouts = [first.json() as ProposalCheckout, second.json() as ProposalCheckout];
    expect((await depositsOf(proposal.id)).map((row) => row.status).sort()).toEqual(['EXPIRED', 'OPEN']);
    await Promise.all(checkouts.map((checkout) => pay(checkout)));
    expect((await depositsOf(proposal.id)).map((row) => row.status).sort()).toEqual(['PAID', 'REFUNDED']);
    expect((await view(proposal, cat)).paidCount).toBe(1);
    expect(await refundMails('paid-proposals-cat@example.com')).toHaveLength(1);
  });

  it('refunds every deposit exactly once when the proposal is terminated, and a late payment too', async () => {
    const proposal = await createPaid();
    await backAndPay(proposal, ann);
    const benCheckout = await backAndPay(proposal, ben);
    const open = (await back(proposal, cat)).json() as ProposalCheckout;
    const annBefore = (await refundMails('paid-proposals-ann@example.com')).length;

    expect((await send('POST', `/proposals/${proposal.id}/terminate`, ann)).statusCode).toBe(403);
    expect(await depositsOf(proposal.id)).toEqual(expect.arrayContaining([expect.objectContaining({ userId: ann.userId, status: 'PAID' })]));
    const ended = await ok<Proposal>('POST', `/proposals/${proposal.id}/terminate`, owner);
    expect(ended.status).toBe('TERMINATED');
    const statuses = Object.fromEntries((await depositsOf(proposal.id)).map((row) => [row.userId, row.status]));
    expect(statuses).toEqual({ [ann.userId]: 'REFUNDED', [ben.userId]: 'REFUNDED', [cat.userId]: 'EXPIRED' });

    // Redelivered payments, a second termination and a rerun of the jobs refund nothing more.
    await pay(benCheckout);
    expect((await send('POST', `/proposals/${proposal.id}/terminate`, owner)).statusCode).toBe(400);
    await h().services.jobs.drain();
    expect(await refundMails('paid-proposals-ann@example.com')).toHaveLength(annBefore + 1);
    const [mail] = await refundMails('paid-proposals-ben@example.com');
    expect(mail?.subject).toBe('Your $25.00 deposit for Sailing weekend is refunded');

    // The open checkout paid after the end goes straight back.
    await pay(open);
    expect(Object.fromEntries((await depositsOf(proposal.id)).map((row) => [row.userId, row.status]))[cat.userId]).toBe('REFUNDED');
  });

  it('refunds the deposits of a proposal that closes at its deadline without quorum', async () => {
    const proposal = await createPaid({ quorum: 3 });
    await backAndPay(proposal, ann);
    expect((await voteFor(ann, proposal)).statusCode).toBe(200);
    await h()
      .db.update(proposals)
      .set({ deadline: new Date(Date.now() - 1000), paidDeadline: new Date(Date.now() - 2000) })
      .where(eq(proposals.id, proposal.id));
    await h().services.jobs.enqueue(h().db, closeProposalAtDeadline, { proposalId: proposal.id });
    await h().services.jobs.drain();
    expect((await view(proposal, ann)).status).toBe('CLOSED_NO_QUORUM');
    expect(await depositsOf(proposal.id)).toEqual([{ userId: ann.userId, status: 'REFUNDED', amountCents: 2500 }]);
  });

  it('drops the votes of supporters who did not pay by the paid deadline; only payers vote after it', async () => {
    const proposal = await createPaid({ paidDeadline: Date.now() + DAY });
    await backAndPay(proposal, ann);
    expect((await voteFor(ann, proposal)).statusCode).toBe(200);
    expect((await voteFor(ben, proposal)).statusCode).toBe(200);
    expect((await view(proposal, null)).voterCount).toBe(2);
    await h()
      .db.update(proposals)
      .set({ paidDeadline: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, proposal.id));
    await h().services.jobs.enqueue(h().db, dropUnpaidAtPaidDeadline, { proposalId: proposal.id });
    await h().services.jobs.drain();
    expect((await view(proposal, null)).voterCount).toBe(1);
    const late = await voteFor(ben, proposal);
    expect([late.statusCode, messageOf(late)]).toEqual([400, expect.stringMatching(/only supporters who paid/)]);
    expect((await voteFor(ann, proposal, 1)).statusCode).toBe(200);
    const tooLate = await back(proposal, ben);
    expect([tooLate.statusCode, messageOf(tooLate)]).toEqual([400, expect.stringMatching(/deadline to pay/)]);
  });

  it('carries the deposits over as RSVPs to the social the proposal becomes', async () => {
    const proposal = await createPaid({ quorum: 1 });
    const refundsBefore = (await refundMails('paid-proposals-ann@example.com')).length;
    await backAndPay(proposal, ann);
    await backAndPay(proposal, ben);
    expect((await voteFor(ann, proposal)).statusCode).toBe(200);
    // Ben paid but voted for nothing, Cat voted without paying: the deposit is the commitment.
    expect((await voteFor(cat, proposal)).statusCode).toBe(200);
    const converted = await ok<Proposal>('POST', `/proposals/${proposal.id}/social`, owner, {});
    expect(converted.status).toBe('CONVERTED');
    const statuses = Object.fromEntries((await depositsOf(proposal.id)).map((row) => [row.userId, row.status]));
    expect(statuses).toEqual({ [ann.userId]: 'CONVERTED', [ben.userId]: 'CONVERTED' });
    const going = await h().db.select({ userId: rsvps.userId, status: rsvps.status }).from(rsvps).where(eq(rsvps.socialId, converted.social!.id));
    expect(Object.fromEntries(going.map((row) => [row.userId, row.status]))).toEqual({ [ann.userId]: 'APPROVED', [ben.userId]: 'APPROVED' });
    expect(await refundMails('paid-proposals-ann@example.com')).toHaveLength(refundsBefore);
  });
});
