import { randomUUID } from 'node:crypto';
import type { Dispute, ErrorBody, Payment, Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { disputes, refunds } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, type TestUser } from '../../test/kit';
import { buyTicket, createPaidSocial, openCheckout } from '../../test/payments-kit';

const DISPUTE = { reason: 'NOT_AS_DESCRIBED', details: 'The venue was closed when we arrived.' };

describeOnOneDatabase('disputes', (h) => {
  let host: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    host = await h().signIn('dispute-host@example.com', { firstName: 'Hana', lastName: 'Host' });
    guest = await h().signIn('dispute-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
  });

  function dispute(user: TestUser | null, socialId: string, payload: object = DISPUTE) {
    return h().app.inject({ method: 'POST', url: `/api/disputes/socials/${socialId}`, headers: user ? bearer(user.token) : {}, payload });
  }

  async function paidSocial(title = `Disputed Night ${randomUUID().slice(0, 6)}`): Promise<{ social: Social; payment: Payment }> {
    const social = await createPaidSocial(h(), host, { title });
    return { social, payment: await buyTicket(h(), guest, social) };
  }

  it('needs a signed-in user and a known social', async () => {
    const { social } = await paidSocial();
    expect((await dispute(null, social.id)).statusCode).toBe(401);
    expect((await dispute(guest, randomUUID())).statusCode).toBe(404);
  });

  it('answers 400 to someone who paid nothing for the social, also with a checkout still open', async () => {
    const social = await createPaidSocial(h(), host);
    const res = await dispute(guest, social.id);
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).message).toBe('You have no payment for this event');

    await openCheckout(h(), guest, social);
    expect((await dispute(guest, social.id)).statusCode).toBe(400);
    // Hosting the social gives nothing to dispute either.
    expect((await dispute(host, social.id)).statusCode).toBe(400);
    expect(await h().db.select().from(disputes).where(eq(disputes.socialId, social.id))).toEqual([]);
  });

  it("opens a dispute of the guest's paid payment for what is left after refunds, and e-mails the owner", async () => {
    const { social, payment } = await paidSocial('Rooftop Jazz');
    // A succeeded and a pending refund count; a failed one gave nothing back.
    const refund = { paymentId: payment.id, type: 'CUSTOM', reason: 'CUSTOM', depositCents: 0, feeCents: 0 } as const;
    await h()
      .db.insert(refunds)
      .values([
        { ...refund, amountCents: 1000, ticketPriceCents: 1000, status: 'SUCCEEDED' },
        { ...refund, amountCents: 500, ticketPriceCents: 500, status: 'PENDING' },
        { ...refund, amountCents: 700, ticketPriceCents: 700, status: 'FAILED' },
      ]);

    const res = await dispute(guest, social.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      socialId: social.id,
      paymentId: payment.id,
      userId: guest.userId,
      source: 'ATTENDEE',
      reason: 'NOT_AS_DESCRIBED',
      details: DISPUTE.details,
      status: 'OPEN',
      amount: payment.amounts.total - 1500,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    } satisfies Dispute);

    const [mail] = await h().outbox('dispute-host@example.com');
    expect(mail?.subject).toBe('A guest disputed a payment for Rooftop Jazz');
    expect(mail?.text).toContain(`/socials/${social.slug}`);
  });

  it('answers 409 to a second dispute while the first is open, and takes a new one once it is closed', async () => {
    const { social } = await paidSocial();
    const first = await dispute(guest, social.id);
    expect(first.statusCode, first.body).toBe(201);
    const second = await dispute(guest, social.id, { reason: 'OTHER', details: 'Asking again about the same payment.' });
    expect(second.statusCode).toBe(409);
    expect(await h().db.select().from(disputes).where(eq(disputes.socialId, social.id))).toHaveLength(1);

    await h()
      .db.update(disputes)
      .set({ status: 'CLOSED' })
      .where(eq(disputes.id, (first.json() as Dispute).id));
    expect((await dispute(guest, social.id)).statusCode).toBe(201);
  });

  it('refuses details that are too short', async () => {
    const { social } = await paidSocial();
    const res = await dispute(guest, social.id, { reason: 'OTHER', details: 'bad' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.details');
  });

  it('answers 404 on a deleted social to its paying guest, who can no longer see it', async () => {
    const { social } = await paidSocial();
    expect((await h().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}`, headers: bearer(host.token) })).statusCode).toBe(200);
    expect((await dispute(guest, social.id)).statusCode).toBe(404);
  });
});
