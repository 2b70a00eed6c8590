import { randomUUID } from 'node:crypto';
import type { BankAccount } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, type TestUser } from '../../test/kit';
import { MAX_BANK_ACCOUNTS_PER_USER } from './bank-accounts.service';

const ROUTING = '110000000';
const ACCOUNT = '000123456789';

const accountInput = (overrides: Record<string, unknown> = {}) => ({
  holderKind: 'individual',
  accountType: 'individual',
  holderName: 'Hana Host',
  country: 'us',
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  ...overrides,
});

const freshUser = (h: Harness) => h.signIn(`bank-${randomUUID()}@example.com`, { firstName: 'Bea', lastName: 'Banker' });

function add(h: Harness, user: TestUser | null, payload: object = accountInput()) {
  return h.app.inject({ method: 'POST', url: '/api/payments/bank-accounts', headers: user ? bearer(user.token) : {}, payload });
}

function listOf(h: Harness, user: TestUser | null, recipientId?: string) {
  const url = recipientId === undefined ? '/api/payments/bank-accounts' : `/api/payments/bank-accounts/${recipientId}`;
  return h.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
}

async function addOk(h: Harness, user: TestUser, payload: object = accountInput()): Promise<BankAccount> {
  const res = await add(h, user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BankAccount;
}

describeOnOneDatabase('bank accounts', (harness) => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await harness().signIn('bank-staff@example.com', { admin: true });
  });

  it('needs a signed-in user', async () => {
    expect((await listOf(harness(), null)).statusCode).toBe(401);
    expect((await add(harness(), null)).statusCode).toBe(401);
    expect((await listOf(harness(), null, randomUUID())).statusCode).toBe(401);
  });

  it('adds an account, VERIFIED by the test provider, keeping only the last four digits of each number', async () => {
    const h = harness();
    const host = await freshUser(h);
    const created = await addOk(h, host);
    expect(created).toEqual({
      id: expect.any(String),
      userId: host.userId,
      holderKind: 'individual',
      accountType: 'individual',
      holderName: 'Hana Host',
      country: 'US',
      currency: 'usd',
      routingLast4: '0000',
      accountLast4: '6789',
      status: 'VERIFIED',
      onboardingUrl: null,
      createdAt: expect.any(Number),
    });

    const [row] = await h.db.select().from(bankAccounts).where(eq(bankAccounts.id, created.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(ROUTING);
    expect(stored).not.toContain(ACCOUNT);
    expect(row).toMatchObject({ routingLast4: '0000', accountLast4: '6789' });
  });

  it("lists the caller's own accounts, oldest first, and nobody else's", async () => {
    const h = harness();
    const host = await freshUser(h);
    const neighbour = await freshUser(h);
    const first = await addOk(h, host);
    const second = await addOk(h, host, accountInput({ accountType: 'company', holderName: 'Host LLC', accountNumber: '4444' }));
    await addOk(h, neighbour);
    const res = await listOf(h, host);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: BankAccount[] }).data.map((account) => account.id)).toEqual([first.id, second.id]);
    expect((res.json() as { data: BankAccount[] }).data[1]?.accountLast4).toBe('4444');
  });

  it("shows someone's accounts to themself and staff only; 404 for an unknown user", async () => {
    const h = harness();
    const host = await freshUser(h);
    const stranger = await freshUser(h);
    const account = await addOk(h, host);
    for (const viewer of [host, admin]) {
      const res = await listOf(h, viewer, host.userId);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { data: BankAccount[] }).data.map((a) => a.id)).toEqual([account.id]);
    }
    expect((await listOf(h, stranger, host.userId)).statusCode).toBe(403);
    expect((await listOf(h, admin, randomUUID())).statusCode).toBe(404);
    expect((await listOf(h, admin, 'not-a-user-id')).statusCode).toBe(400);
  });

  it('refuses malformed numbers without storing anything', async () => {
    const h = harness();
    const host = await freshUser(h);
    expect((await add(h, host, accountInput({ routingNumber: '12345' }))).statusCode).toBe(400);
    expect((await add(h, host, accountInput({ accountNumber: '12ab' }))).statusCode).toBe(400);
    expect(await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId))).toEqual([]);
  });

  it('refuses a country payouts do not go to, and a currency not paid there, naming the field', async () => {
    const h = harness();
    const host = await freshUser(h);
    const unknownCountry = await add(h, host, accountInput({ country: 'XX' }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.country' })] }));
    const wrongCurrency = await add(
      h,
      host,
      accountInput({ country: 'GB', currency: 'usd', routingNumber: undefined, sortCode: '108800', accountNumber: '00012345' }),
    );
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json()).toEqual(
      expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.currency', message: 'Payouts to United Kingdom are made in GBP' })] }),
    );
    expect(await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId))).toEqual([]);
    expect(
      (await addOk(h, host, accountInput({ country: 'gb', currency: 'GBP', routingNumber: undefined, sortCode: '10-88-00', accountNumber: '00012345' })))
        .country,
    ).toBe('GB');
  });

  it("asks for the bank details of the account's country, naming each field at fault", async () => {
    const h = harness();
    const host = await freshUser(h);
    const britishWithUsNumbers = await add(h, host, accountInput({ country: 'GB', currency: 'gbp' }));
    expect(britishWithUsNumbers.statusCode).toBe(400);
    expect((britishWithUsNumbers.json() as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      { field: 'body.sortCode', message: 'Enter the Sort code' },
      { field: 'body.accountNumber', message: 'Eight digits' },
    ]);
    const germanTypo = await add(
      h,
      host,
      accountInput({ country: 'DE', currency: 'eur', routingNumber: undefined, accountNumber: undefined, iban: 'DE89 3704 0044 0532 0130 01' }),
    );
    expect(germanTypo.statusCode).toBe(400);
    expect(germanTypo.json()).toMatchObject({ fieldErrors: [{ field: 'body.iban', message: 'This is not a valid IBAN: check it for a typing mistake' }] });
    const canadianShort = await add(
      h,
      host,
      accountInput({ country: 'CA', currency: 'cad', routingNumber: undefined, transitNumber: '1100', institutionNumber: '000' }),
    );
    expect(canadianShort.json()).toMatchObject({ fieldErrors: [{ field: 'body.transitNumber', message: 'Five digits' }] });
    expect(await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId))).toEqual([]);

    const german = await addOk(
      h,
      host,
      accountInput({ country: 'DE', currency: 'eur', routingNumber: undefined, accountNumber: undefined, iban: 'DE89 3704 0044 0532 0130 00' }),
    );
    expect(german).toMatchObject({ country: 'DE', currency: 'eur', routingLast4: '', accountLast4: '3000' });
    const canadian = await addOk(
      h,
      host,
      accountInput({ country: 'CA', currency: 'cad', routingNumber: undefined, transitNumber: '11000', institutionNumber: '000' }),
    );
    expect(canadian).toMatchObject({ routingLast4: '0000', accountLast4: '6789' });
    const stored = JSON.stringify(await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId)));
    expect(stored).not.toContain('DE89370400440532013000');
  });

  it(`takes at most ${MAX_BANK_ACCOUNTS_PER_USER} accounts per user`, async () => {
    const h = harness();
    const host = await freshUser(h);
    for (let i = 0; i < MAX_BANK_ACCOUNTS_PER_USER; i++) await addOk(h, host);
    const res = await add(h, host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/at most 10 bank accounts/) });
    expect(await h.db.select().from(bankAccounts).where(eq(bankAccounts.userId, host.userId))).toHaveLength(MAX_BANK_ACCOUNTS_PER_USER);
  });
});

describeOnOneDatabase(
  'bank accounts without a payment provider',
  (harness) => {
    it('keeps the account PENDING with no provider account', async () => {
      const h = harness();
      const host = await freshUser(h);
      const created = await addOk(h, host);
      expect(created).toMatchObject({ status: 'PENDING', onboardingUrl: null, accountLast4: '6789' });
      const [row] = await h.db.select().from(bankAccounts).where(eq(bankAccounts.id, created.id));
      expect(row?.providerAccountId).toBeNull();
    });
  },
  { env: { PAYMENT_PROVIDER: 'none' } },
);
