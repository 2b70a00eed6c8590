import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, rsvps } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import type { TestUser } from '../../test/kit';
import { createPaidSocial, openCheckout, startCheckout } from '../../test/payments-kit';

// A sold-out paid social turns late buyers away before anything is saved for them (no draft RSVP,
// no wait for the social's lock), but not while a seat held by a checkout may still come back.

describeOnEachDatabase('checkouts of a sold-out social', (h) => {
  let host: TestUser;
  let first: TestUser;
  let late: TestUser;

  beforeAll(async () => {
    host = await h().signIn('sold-out-host@example.com');
    first = await h().signIn('sold-out-first@example.com');
    late = await h().signIn('sold-out-late@example.com');
  });

  const rsvpsOf = (socialId: string, user: TestUser) =>
    h()
      .db.select()
      .from(rsvps)
      .where(and(eq(rsvps.socialId, socialId), eq(rsvps.userId, user.userId)));

  describe.each([
    { what: 'the event is full', overrides: { maxCapacity: 1 }, message: 'This event is full' },
    {
      what: 'the tier is sold out',
      overrides: { maxCapacity: 10, ticketTiers: [{ name: 'Last one', type: 'PAID', ticketPrice: 5000, quantity: 1 }] },
      message: 'This ticket tier is sold out',
    },
  ])('when $what', ({ overrides, message }) => {
    it('refuses a late buyer with 409 and saves no RSVP for them', async () => {
      const social = await createPaidSocial(h(), host, overrides);
      await openCheckout(h(), first, social);
      const refused = await startCheckout(h(), late, social);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(message);
      expect(await rsvpsOf(social.id, late)).toEqual([]);
    });

    it('gives the seat of a lapsed hold to a late buyer', async () => {
      const social = await createPaidSocial(h(), host, overrides);
      const held = await openCheckout(h(), first, social);
      await h()
        .db.update(payments)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.id, held.paymentId));
      await openCheckout(h(), late, social);
      const [lapsed] = await h().db.select().from(payments).where(eq(payments.id, held.paymentId));
      expect(lapsed?.status).toBe('EXPIRED');
    });

    it('lets the holder of the last seat open their checkout again', async () => {
      const social = await createPaidSocial(h(), host, overrides);
      const before = await openCheckout(h(), first, social);
      const again = await openCheckout(h(), first, social);
      expect(again.paymentId).not.toBe(before.paymentId);
      const [replaced] = await h().db.select().from(payments).where(eq(payments.id, before.paymentId));
      expect(replaced?.status).toBe('EXPIRED');
    });
  });
});
