import { randomUUID } from 'node:crypto';
import type { ErrorBody, PaymentStatus, PromoCode, Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, promoCodes, rsvps } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { createPaidSocial } from '../../test/payments-kit';
import { findOrCreateUserByEmail } from '../users';
import { findLivePromoCode } from './promo-codes.service';
import { bearer, type TestUser, DAY, acceptCoHostInvitation } from '../../test/kit';

/** A unique code, so that tests never collide on a social's live codes. */
const uniqueCode = (prefix = 'SAVE') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

describeOnOneDatabase('promo codes', (h) => {
  let owner: TestUser;
  let coHost: TestUser;
  let otherHost: TestUser;
  let attendee: TestUser;
  let admin: TestUser;
  let social: Social;

  beforeAll(async () => {
    owner = await h().signIn('promo-owner@example.com', { firstName: 'Olga', lastName: 'Owner' });
    coHost = await h().signIn('promo-cohost@example.com', { firstName: 'Cole', lastName: 'Host' });
    otherHost = await h().signIn('promo-other-host@example.com', { firstName: 'Otto', lastName: 'Host' });
    attendee = await h().signIn('promo-attendee@example.com', { firstName: 'Ada', lastName: 'Tendee' });
    admin = await h().signIn('promo-staff@example.com', { admin: true });
    social = await createPaidSocial(h(), owner, { hostIds: [coHost.userId] });
    await acceptCoHostInvitation(h(), coHost, social.id);
    // Host B owns a social too: hosting one social gives no hold on another's codes.
    await createPaidSocial(h(), otherHost);
  });

  const tierId = () => social.ticketTiers[0]?.id ?? '';

  function promoInput(overrides: Record<string, unknown> = {}) {
    return { code: uniqueCode(), discountType: 'PERCENT', value: 20, ...overrides };
  }

  function create(user: TestUser | null, payload: object, socialId = social.id) {
    return h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/promo-codes`, headers: user ? bearer(user.token) : {}, payload });
  }

  function list(user: TestUser | null, socialId = social.id) {
    return h().app.inject({ method: 'GET', url: `/api/socials/${socialId}/promo-codes`, headers: user ? bearer(user.token) : {} });
  }

  function update(user: TestUser, id: string, payload: object) {
    return h().app.inject({ method: 'PATCH', url: `/api/promo-codes/${id}`, headers: bearer(user.token), payload });
  }

  function remove(user: TestUser, id: string) {
    return h().app.inject({ method: 'DELETE', url: `/api/promo-codes/${id}`, headers: bearer(user.token) });
  }

  async function createOk(user: TestUser, overrides: Record<string, unknown> = {}, socialId = social.id): Promise<PromoCode> {
    const res = await create(user, promoInput(overrides), socialId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PromoCode;
  }

  async function listed(user: TestUser = owner): Promise<PromoCode[]> {
    const res = await list(user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: PromoCode[] }).data;
  }

  /** A payment row of a new buyer that used `promoCodeId`, with the RSVP it needs. */
  async function insertPayment(promoCodeId: string, status: PaymentStatus): Promise<void> {
    const { db } = h();
    const { user } = await findOrCreateUserByEmail(db, `promo-buyer-${randomUUID()}@example.com`);
    const [rsvp] = await db.insert(rsvps).values({ socialId: social.id, userId: user.id, ticketTierId: tierId(), status: 'APPROVED' }).returning();
    await db.insert(payments).values({
      socialId: social.id,
      rsvpId: rsvp?.id ?? '',
      userId: user.id,
      ticketTierId: tierId(),
      tierName: 'General',
      status,
      provider: 'TEST',
      ticketPriceCents: 5000,
      discountCents: 1000,
      totalCents: 4000,
      promoCodeId,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
  }

  describe('who may manage codes', () => {
    it('lets the owner, a co-host and staff create, list, replace and delete codes', async () => {
      for (const user of [owner, coHost, admin]) {
        const created = await createOk(user);
        expect((await listed(user)).map((code) => code.id)).toContain(created.id);
        const replaced = await update(user, created.id, promoInput({ code: created.code, value: 30 }));
        expect(replaced.statusCode, replaced.body).toBe(200);
        expect((await remove(user, created.id)).json()).toEqual({ ok: true });
      }
    });

    it('refuses attendees and the hosts of other socials with 403, and anonymous callers with 401', async () => {
      const code = await createOk(owner);
      for (const user of [attendee, otherHost]) {
        expect((await list(user)).statusCode).toBe(403);
        expect((await create(user, promoInput())).statusCode).toBe(403);
        expect((await update(user, code.id, promoInput())).statusCode).toBe(403);
        expect((await remove(user, code.id)).statusCode).toBe(403);
      }
      expect((await list(null)).statusCode).toBe(401);
      expect((await create(null, promoInput())).statusCode).toBe(401);
      const [row] = await h().db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
      expect(row).toMatchObject({ code: code.code, value: 20, isDeleted: false });
    });

    it("answers 404 on a deleted social's codes to everyone but its hosts and staff", async () => {
      const doomed = await createPaidSocial(h(), owner);
      const code = await createOk(owner, {}, doomed.id);
      expect((await h().app.inject({ method: 'DELETE', url: `/api/socials/${doomed.id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
      expect((await list(attendee, doomed.id)).statusCode).toBe(404);
      expect((await update(attendee, code.id, promoInput())).statusCode).toBe(404);
      expect((await list(owner, doomed.id)).statusCode).toBe(200);
      expect((await list(admin, doomed.id)).statusCode).toBe(200);
    });

    it('answers 404 for unknown socials and codes', async () => {
      expect((await list(owner, randomUUID())).statusCode).toBe(404);
      expect((await update(owner, randomUUID(), promoInput())).statusCode).toBe(404);
      expect((await remove(owner, randomUUID())).statusCode).toBe(404);
    });
  });

  describe('settings', () => {
    it('stores the code upper-case with every setting, and lists live codes newest first', async () => {
      const validFrom = Date.now() + DAY;
      const first = await createOk(owner, { code: `  ${uniqueCode('early').toLowerCase()} ` });
      const second = await createOk(owner, {
        discountType: 'AMOUNT',
        value: 1500,
        tierIds: [tierId()],
        usageLimit: 5,
        validFrom,
        validUntil: validFrom + DAY,
      });
      expect(first.code).toMatch(/^EARLY[0-9A-F]{8}$/);
      expect(second).toEqual({
        id: expect.any(String),
        socialId: social.id,
        code: second.code,
        discountType: 'AMOUNT',
        value: 1500,
        tierIds: [tierId()],
        usageLimit: 5,
        validFrom,
        validUntil: validFrom + DAY,
        usedCount: 0,
      });
      const ids = (await listed()).map((code) => code.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    });

    it('replaces every setting on PATCH: left-out optional settings go back to their defaults', async () => {
      const code = await createOk(owner, { usageLimit: 3, tierIds: [tierId()] });
      const res = await update(owner, code.id, { code: code.code, discountType: 'AMOUNT', value: 500 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ discountType: 'AMOUNT', value: 500, usageLimit: null, tierIds: null, validFrom: null, validUntil: null });
    });

    it('answers 400 on body.tierIds for tiers of another social and for ids that are no tier', async () => {
      const elsewhere = await createPaidSocial(h(), owner);
      for (const tierIds of [[elsewhere.ticketTiers[0]?.id], [tierId(), randomUUID()], ['not-a-uuid']]) {
        const res = await create(owner, promoInput({ tierIds }));
        expect(res.statusCode, res.body).toBe(400);
        expect((res.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.tierIds', message: expect.any(String) }]);
      }
      const code = await createOk(owner);
      const res = await update(owner, code.id, promoInput({ code: code.code, tierIds: [elsewhere.ticketTiers[0]?.id] }));
      expect((res.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.tierIds');
    });

    it('answers 400 to settings the contract refuses', async () => {
      expect((await create(owner, promoInput({ value: 101 }))).statusCode).toBe(400);
      expect((await create(owner, promoInput({ code: 'no spaces allowed' }))).statusCode).toBe(400);
      expect((await create(owner, promoInput({ validFrom: 2000, validUntil: 1000 }))).statusCode).toBe(400);
    });
  });

  describe('one live code per text', () => {
    it('answers 409 to the same live code twice, also in another case, and frees the text once the code is deleted', async () => {
      const text = uniqueCode('DUP');
      const first = await createOk(owner, { code: text });
      const twice = await create(coHost, promoInput({ code: text.toLowerCase() }));
      expect(twice.statusCode).toBe(409);
      expect((twice.json() as ErrorBody).message).toMatch(/already has a live promo code/);

      expect((await remove(owner, first.id)).statusCode).toBe(200);
      expect((await listed()).map((code) => code.id)).not.toContain(first.id);
      expect((await update(owner, first.id, promoInput({ code: text }))).statusCode).toBe(404);
      expect((await remove(owner, first.id)).statusCode).toBe(404);
      const again = await createOk(owner, { code: text });
      expect(again.id).not.toBe(first.id);
    });

    it('answers 409 when a PATCH renames a code to the text of another live code', async () => {
      const taken = await createOk(owner);
      const code = await createOk(owner);
      const res = await update(owner, code.id, promoInput({ code: taken.code }));
      expect(res.statusCode).toBe(409);
    });

    it('allows the same text on two socials', async () => {
      const text = uniqueCode('TWIN');
      await createOk(owner, { code: text });
      const elsewhere = await createPaidSocial(h(), owner);
      await createOk(owner, { code: text }, elsewhere.id);
    });
  });

  describe('use counts', () => {
    it('counts open and paid orders, not expired or failed ones', async () => {
      const code = await createOk(owner);
      for (const status of ['OPEN', 'PAID', 'PAID', 'EXPIRED', 'FAILED'] as const) await insertPayment(code.id, status);
      expect((await listed()).find((listedCode) => listedCode.id === code.id)?.usedCount).toBe(3);
      const found = await findLivePromoCode(h().db, social.id, code.code);
      expect(found?.usedCount).toBe(3);
      expect(found?.row.id).toBe(code.id);
    });

    it('finds only live codes by their exact stored text', async () => {
      const code = await createOk(owner);
      expect(await findLivePromoCode(h().db, social.id, code.code)).toEqual({ row: expect.objectContaining({ id: code.id }), usedCount: 0 });
      expect(await findLivePromoCode(h().db, randomUUID(), code.code)).toBeNull();
      await remove(owner, code.id);
      expect(await findLivePromoCode(h().db, social.id, code.code)).toBeNull();
    });

    it('answers 400 on body.usageLimit to a limit below the orders already made, and takes one equal to them', async () => {
      const code = await createOk(owner, { usageLimit: 10 });
      await insertPayment(code.id, 'PAID');
      await insertPayment(code.id, 'OPEN');
      const lower = await update(owner, code.id, promoInput({ code: code.code, usageLimit: 1 }));
      expect(lower.statusCode).toBe(400);
      expect((lower.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.usageLimit', message: expect.stringMatching(/2 orders already used/) }]);
      const equal = await update(owner, code.id, promoInput({ code: code.code, usageLimit: 2 }));
      expect(equal.statusCode, equal.body).toBe(200);
      expect(equal.json()).toMatchObject({ usageLimit: 2, usedCount: 2 });
    });
  });
});
