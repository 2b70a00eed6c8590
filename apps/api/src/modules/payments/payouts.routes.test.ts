import type { HostEarnings, Payout, PayoutPage, Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankAccounts, payments, payouts, socials, users } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, DAY, type TestUser } from '../../test/kit';
import { buyTicket, createPaidSocial, deliverEvent } from '../../test/payments-kit';
import { sweepPayouts } from './payouts.jobs';

let hostCount = 0;
const freshHost = (h: Harness) => h.signIn(`payout-host-${++hostCount}-${Date.now()}@example.com`, { firstName: 'Pia', lastName: 'Payee' });

async function addBankAccount(h: Harness, host: TestUser, overrides: Record<string, unknown> = {}) {
  const payload = {
    holderKind: 'individual',
    accountType: 'individual',
    holderName: 'Pia Payee',
    country: 'US',
    routingNumber: '110000000',
    accountNumber: '000123456789',
    ...overrides,
  };
  const res = await h.app.inject({ method: 'POST', url: '/api/payments/bank-accounts', headers: bearer(host.token), payload });
  expect(res.statusCode, res.body).toBe(201);
}

/** Moves the social to last week, as if it happened, with its deposits settled unless told otherwise. */
async function endSocial(h: Harness, social: Social, { depositsSettled = true } = {}) {
  const start = new Date(Date.now() - 7 * DAY);
  await h.db
    .update(socials)
    .set({ eventAt: start, eventEndAt: new Date(start.getTime() + 3 * 3_600_000) })
    .where(eq(socials.id, social.id));
  if (depositsSettled) await h.db.update(payments).set({ depositSettledAt: new Date() }).where(eq(payments.socialId, social.id));
}

async function payoutCount(h: Harness, host: TestUser): Promise<number> {
  return (await h.db.select().from(payouts).where(eq(payouts.userId, host.userId))).length;
}

/** Runs the sweep (for every host, as the server does) and its jobs; how many payouts it made for `host`. */
async function sweep(h: Harness, host: TestUser, now = new Date()): Promise<number> {
  const before = await payoutCount(h, host);
  await sweepPayouts({ ...h.services, log: h.app.log }, now);
  await h.services.jobs.drain();
  return (await payoutCount(h, host)) - before;
}

async function listPayouts(h: Harness, user: TestUser, query = ''): Promise<PayoutPage> {
  const res = await h.app.inject({ method: 'GET', url: `/api/payments/payouts${query}`, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PayoutPage;
}

async function usdEarnings(h: Harness, user: TestUser) {
  const res = await h.app.inject({ method: 'GET', url: '/api/payments/earnings', headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as HostEarnings).currencies.find((entry) => entry.currency === 'usd');
}

const today = () => new Date().toISOString().slice(0, 10);
/** One $50 + $20 deposit ticket: $72.80 paid, $2.80 of it fees. */
const ONE_TICKET_NET = 7000;

describeOnOneDatabase('payouts', (harness) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('needs a signed-in user, and lists nothing for a host never paid out', async () => {
    const h = harness();
    expect((await h.app.inject({ method: 'GET', url: '/api/payments/payouts' })).statusCode).toBe(401);
    expect(await listPayouts(h, await freshHost(h))).toEqual({ data: [], meta: { lastEvaluatedKey: null } });
  });

  it('pays a host what their ended socials earned to their verified account, once, however often the sweep runs', async () => {
    const h = harness();
    const host = await freshHost(h);
    const guest = await freshHost(h);
    await addBankAccount(h, host);
    const ended = await createPaidSocial(h, host);
    const upcoming = await createPaidSocial(h, host);
    await buyTicket(h, guest, ended);
    await buyTicket(h, guest, upcoming);
    await endSocial(h, ended);

    // Two sweeps at once (two instances) make one payout between them; a later one finds nothing due.
    const deps = { ...h.services, log: h.app.log };
    await Promise.all([sweepPayouts(deps), sweepPayouts(deps)]);
    await h.services.jobs.drain();
    expect(await payoutCount(h, host)).toBe(1);
    expect(await sweep(h, host)).toBe(0);

    const { data, meta } = await listPayouts(h, host);
    expect(meta.lastEvaluatedKey).toBeNull();
    expect(data).toEqual<Payout[]>([
      {
        id: expect.any(String),
        amount: ONE_TICKET_NET,
        currency: 'usd',
        status: 'PAID',
        bankAccountLast4: '6789',
        periodStart: null,
        periodEnd: today(),
        arrivalDate: today(),
        failureMessage: null,
        createdAt: expect.any(Number),
      },
    ]);
    // The upcoming social's ticket is earned but not paid out yet.
    expect(await usdEarnings(h, host)).toMatchObject({ net: 2 * ONE_TICKET_NET, paidOut: ONE_TICKET_NET, pendingPayout: 0, balance: ONE_TICKET_NET });
    expect(await listPayouts(h, guest)).toEqual({ data: [], meta: { lastEvaluatedKey: null } });
  });

  it('waits for a held deposit to be settled, and for a verified account in the currency earned', async () => {
    const h = harness();
    const host = await freshHost(h);
    const guest = await freshHost(h);
    const social = await createPaidSocial(h, host);
    await buyTicket(h, guest, social);
    await endSocial(h, social, { depositsSettled: false });
    await addBankAccount(h, host, { country: 'GB', currency: 'gbp', routingNumber: undefined, sortCode: '108800', accountNumber: '00012345' });
    expect(await sweep(h, host)).toBe(0);

    await h.db.update(payments).set({ depositSettledAt: new Date() }).where(eq(payments.socialId, social.id));
    // Settled now, but the only account is paid in GBP: the dollars stay in the balance.
    expect(await sweep(h, host)).toBe(0);
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: 0, balance: ONE_TICKET_NET });

    await addBankAccount(h, host);
    expect(await sweep(h, host)).toBe(1);
    expect((await listPayouts(h, host)).data.map((payout) => [payout.amount, payout.status])).toEqual([[ONE_TICKET_NET, 'PAID']]);
  });

  it("keeps a payout the provider refuses in the balance, FAILED with the provider's reason, and pays it the next day", async () => {
    const h = harness();
    const host = await freshHost(h);
    const guest = await freshHost(h);
    await addBankAccount(h, host);
    const social = await createPaidSocial(h, host);
    await buyTicket(h, guest, social);
    await endSocial(h, social);
    const provider = h.services.payments;
    if (!provider) throw new Error('the test provider is on');
    vi.spyOn(provider, 'payOut').mockResolvedValueOnce({ status: 'refused', message: 'Payouts are paused for this account' });

    expect(await sweep(h, host)).toBe(1);
    const [failed] = (await listPayouts(h, host)).data;
    expect(failed).toMatchObject({ status: 'FAILED', amount: ONE_TICKET_NET, failureMessage: 'Payouts are paused for this account', arrivalDate: null });
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: 0, pendingPayout: 0, balance: ONE_TICKET_NET });

    // The same day is one payout per currency; the next day's sweep sends the money again.
    expect(await sweep(h, host)).toBe(0);
    expect(await sweep(h, host, new Date(Date.now() + DAY))).toBe(1);
    const page = await listPayouts(h, host);
    expect(page.data.map((payout) => payout.status)).toEqual(['PAID', 'FAILED']);
    expect(page.data[0]).toMatchObject({ amount: ONE_TICKET_NET, periodStart: null });
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: ONE_TICKET_NET, balance: 0 });
  });

  it('keeps a payout the provider is still sending PENDING until its payout.paid or payout.failed event', async () => {
    const h = harness();
    const host = await freshHost(h);
    const guest = await freshHost(h);
    await addBankAccount(h, host);
    const social = await createPaidSocial(h, host);
    await buyTicket(h, guest, social);
    await endSocial(h, social);
    const provider = h.services.payments;
    if (!provider) throw new Error('the test provider is on');
    const arrival = new Date(Date.now() + 2 * DAY);
    vi.spyOn(provider, 'payOut').mockResolvedValue({ status: 'pending', providerPayoutId: 'po_on_its_way', arrivalDate: arrival });

    expect(await sweep(h, host)).toBe(1);
    const [pending] = (await listPayouts(h, host)).data;
    expect(pending).toMatchObject({ status: 'PENDING', arrivalDate: arrival.toISOString().slice(0, 10) });
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: 0, pendingPayout: ONE_TICKET_NET, balance: 0 });
    // Nothing more is due while it is on its way.
    expect(await sweep(h, host, new Date(Date.now() + DAY))).toBe(0);

    const payoutObject = { id: 'po_on_its_way', object: 'payout', metadata: { payoutId: pending?.id }, arrival_date: Math.floor(arrival.getTime() / 1000) };
    expect((await deliverEvent(h, { type: 'payout.paid', object: { ...payoutObject, status: 'paid' } })).statusCode).toBe(200);
    expect((await listPayouts(h, host)).data[0]).toMatchObject({ status: 'PAID' });
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: ONE_TICKET_NET, pendingPayout: 0, balance: 0 });

    // The bank sent it back: the money is in the balance again, and the next sweep pays it.
    const failed = { type: 'payout.failed', object: { ...payoutObject, status: 'failed', failure_message: 'The bank account has been closed.' } };
    expect((await deliverEvent(h, failed)).statusCode).toBe(200);
    expect((await listPayouts(h, host)).data[0]).toMatchObject({ status: 'FAILED', failureMessage: 'The bank account has been closed.' });
    expect(await usdEarnings(h, host)).toMatchObject({ paidOut: 0, balance: ONE_TICKET_NET });
    // A late payout.paid does not bring a failed payout back.
    expect((await deliverEvent(h, { type: 'payout.paid', object: { ...payoutObject, status: 'paid' } })).statusCode).toBe(200);
    expect((await listPayouts(h, host)).data[0]?.status).toBe('FAILED');
  });

  it('keeps the bank account a payout went to, unless its user goes with both', async () => {
    const h = harness();
    const host = await freshHost(h);
    await addBankAccount(h, host);
    const [account] = await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId));
    await h.db.insert(payouts).values({ userId: host.userId, bankAccountId: account!.id, amountCents: 100, currency: 'usd', periodEnd: today() });
    await expect(h.db.delete(bankAccounts).where(eq(bankAccounts.id, account!.id))).rejects.toThrow();
    await h.db.delete(users).where(eq(users.id, host.userId));
    expect(await payoutCount(h, host)).toBe(0);
  });

  describe('paging', () => {
    it('pages newest first with the key it gives out, and refuses a key it did not', async () => {
      const h = harness();
      const host = await freshHost(h);
      const guest = await freshHost(h);
      await addBankAccount(h, host);
      for (let day = 0; day < 3; day++) {
        const social = await createPaidSocial(h, host);
        await buyTicket(h, guest, social);
        await endSocial(h, social);
        expect(await sweep(h, host, new Date(Date.now() + day * DAY))).toBe(1);
      }
      const first = await listPayouts(h, host, '?limit=2');
      expect(first.data.map((payout) => payout.periodEnd)).toEqual([
        new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10),
        new Date(Date.now() + DAY).toISOString().slice(0, 10),
      ]);
      expect(first.data[0]?.periodStart).toBe(first.data[1]?.periodEnd);
      expect(first.meta.lastEvaluatedKey).toEqual(expect.any(String));
      const second = await listPayouts(h, host, `?limit=2&exclusiveStartKey=${first.meta.lastEvaluatedKey}`);
      expect(second.data.map((payout) => payout.periodEnd)).toEqual([today()]);
      expect(second.meta.lastEvaluatedKey).toBeNull();

      const bad = await h.app.inject({ method: 'GET', url: '/api/payments/payouts?exclusiveStartKey=nope', headers: bearer(host.token) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fieldErrors: [{ field: 'query.exclusiveStartKey' }] });
      expect(await h.db.select().from(payouts).where(eq(payouts.userId, guest.userId))).toEqual([]);
    });
  });
});
