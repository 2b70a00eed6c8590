import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount, BankAccountInput, HostEarnings, Payout, PayoutPage } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PayoutsPage } from './payouts-page';

setupMockApi();

const pendingAccount: BankAccount = {
  id: 'bank-1',
  userId: 'user-1',
  holderKind: 'individual',
  accountType: 'company',
  holderName: 'Grace Hopper LLC',
  country: 'US',
  currency: 'usd',
  routingLast4: '0021',
  accountLast4: '6789',
  status: 'PENDING',
  onboardingUrl: 'https://connect.stripe.test/onboarding/acct_1',
  createdAt: 0,
};

const noEarnings: HostEarnings = { currencies: [] };

const paidPayout: Payout = {
  id: 'payout-1',
  amount: 12_000,
  currency: 'usd',
  status: 'PAID',
  bankAccountLast4: '6789',
  periodStart: null,
  periodEnd: '2026-11-24',
  arrivalDate: '2026-11-26',
  failureMessage: null,
  createdAt: Date.UTC(2026, 10, 24, 6),
};

const noPayouts: PayoutPage = { data: [], meta: { lastEvaluatedKey: null } };

/** Serves the list (growing with each account added) and records what was posted. */
function serve(initial: BankAccount[], reply?: () => Response, earnings: HostEarnings | null = noEarnings) {
  const accounts = [...initial];
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/payments/payouts', () => HttpResponse.json(noPayouts)),
    http.get('*/api/payments/earnings', () =>
      earnings ? HttpResponse.json(earnings) : HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Try again' }, { status: 500 }),
    ),
    http.get('*/api/payments/bank-accounts', () => HttpResponse.json({ data: accounts })),
    http.post('*/api/payments/bank-accounts', async ({ request }) => {
      const body = (await request.json()) as BankAccountInput;
      posted.push(body);
      if (reply) return reply();
      const account: BankAccount = {
        ...pendingAccount,
        id: 'bank-2',
        ...body,
        routingLast4: (body.routingNumber ?? '').slice(-4),
        accountLast4: (body.accountNumber ?? body.iban ?? '').slice(-4),
        status: 'VERIFIED',
        onboardingUrl: null,
      };
      accounts.push(account);
      return HttpResponse.json(account);
    }),
  );
  return posted;
}

const openPage = () => renderPage(<PayoutsPage />, { path: '/payouts', url: '/payouts' });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PayoutsPage', () => {
  it('lists bank accounts with their last digits, status and verification link', async () => {
    signIn();
    serve([pendingAccount]);
    openPage();

    expect(await screen.findByText('Grace Hopper LLC')).toBeInTheDocument();
    expect(screen.getByText('••••6789')).toBeInTheDocument();
    expect(screen.getByText('Verification pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish verification' })).toHaveAttribute('href', pendingAccount.onboardingUrl);
  });

  it('sums up what the host’s socials earned and what payouts sent, leaving the balance', async () => {
    signIn();
    serve([pendingAccount], undefined, {
      currencies: [
        { currency: 'usd', orders: 3, gross: 21840, discounts: 0, fees: 840, refunded: 2280, net: 19000, paidOut: 12000, pendingPayout: 5000, balance: 2000 },
      ],
    });
    openPage();

    const balance = await screen.findByRole('group', { name: 'Earnings in USD' });
    expect(balance).toHaveTextContent('$20 balance');
    const figures = within(balance)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Paid by attendees: $218.40',
      'Platform fees: $8.40',
      'Refunded to attendees: $22.80',
      'Earned from 3 paid orders: $190',
      'Paid out: $120',
      'On its way: $50',
    ]);
    expect(screen.getByText(/what it earned is sent the next day to your verified bank account/)).toBeInTheDocument();
  });

  it('says when nothing has sold yet, and when the earnings could not load', async () => {
    signIn();
    serve([pendingAccount]);
    const { unmount } = openPage();
    expect(await screen.findByText(/No paid orders yet/)).toBeInTheDocument();
    unmount();

    serve([pendingAccount], undefined, null);
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
  });

  it('checks the form before sending, then adds the account', async () => {
    signIn();
    const posted = serve([]);
    openPage();

    expect(await screen.findByRole('heading', { name: 'No bank account yet' })).toBeInTheDocument();
    fill(/^Name on the account/, 'Grace Hopper');
    fill(/^Routing number/, '1234');
    fill(/^Account number/, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));

    await waitFor(() => expect(screen.getByLabelText(/^Routing number/)).toHaveAccessibleDescription(/Nine digits$/));
    expect(screen.getByLabelText(/^Account number/)).toHaveAccessibleDescription(/4 to 17 digits$/);
    expect(posted).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Account type'), 'company');
    fill(/^Routing number/, '110000000');
    fill(/^Account number/, '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));

    expect(await screen.findByText('Bank account ••••6789 added')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        holderKind: 'individual',
        accountType: 'company',
        holderName: 'Grace Hopper',
        country: 'US',
        currency: 'usd',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    ]);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name on the account/)).toHaveValue('');
  });

  it('offers the payout countries and currencies as lists, the country choosing its currency, and explains the holder kinds', async () => {
    signIn();
    const posted = serve([]);
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    expect(screen.getByLabelText('Account holder')).toHaveAccessibleDescription(
      /Individual: you, paid for your ticket sales.*Speaker: a speaker paid for a talk/,
    );
    expect(screen.getByLabelText('Account type')).toHaveAccessibleDescription(/Company: a business account/);
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Narnia' })).not.toBeInTheDocument();

    await userEvent.selectOptions(country, 'GB');
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('gbp');
    fill(/^Name on the account/, 'Ada Lovelace');
    fill(/^Sort code/, '10-88-00');
    fill(/^Account number/, '00012345');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ country: 'GB', currency: 'gbp', sortCode: '10-88-00', accountNumber: '00012345' })]));
  });

  it('asks for the bank details of the chosen country and checks them before sending', async () => {
    signIn();
    const posted = serve([]);
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(screen.getByLabelText(/^Routing number/)).toHaveAttribute('inputmode', 'numeric');

    await userEvent.selectOptions(country, 'CA');
    expect(screen.getByLabelText(/^Transit number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Institution number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Routing number/)).not.toBeInTheDocument();

    await userEvent.selectOptions(country, 'DE');
    expect(screen.queryByLabelText(/^Account number/)).not.toBeInTheDocument();
    const iban = screen.getByLabelText(/^IBAN/);
    expect(iban).toHaveAccessibleDescription(/Starts with the country code/);
    fill(/^Name on the account/, 'Hanna Schmidt');
    fill(/^IBAN/, 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/not a valid IBAN: check it for a typing mistake$/));
    expect(iban).toHaveFocus();
    expect(posted).toEqual([]);

    fill(/^IBAN/, 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    // Only the German fields go out, not what was typed for another country.
    await waitFor(() =>
      expect(posted).toEqual([
        {
          holderKind: 'individual',
          accountType: 'individual',
          holderName: 'Hanna Schmidt',
          country: 'DE',
          currency: 'eur',
          iban: 'DE89 3704 0044 0532 0130 00',
        },
      ]),
    );
  });

  it('says what each account type means and whose name the account must be in', async () => {
    signIn();
    serve([]);
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    const type = screen.getByLabelText('Account type');
    expect(type).toHaveAccessibleDescription(/Individual: a bank account in your own name, which must match the name on the account/);
    expect(type).toHaveAccessibleDescription(/Company: a business account, in the company’s registered name/);
    const name = screen.getByLabelText(/^Name on the account/);
    expect(name).toHaveAccessibleDescription(/Your full legal name, exactly as your bank has it/);
    expect(name).toHaveAttribute('autocomplete', 'name');

    await userEvent.selectOptions(type, 'company');
    expect(name).toHaveAccessibleDescription(/The company’s registered name, exactly as the bank has it/);
    expect(name).toHaveAttribute('autocomplete', 'organization');
  });

  it('refuses a currency the chosen country is not paid in before sending', async () => {
    signIn();
    const posted = serve([]);
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'GB');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'usd');
    fill(/^Name on the account/, 'Ada Lovelace');
    fill(/^Sort code/, '108800');
    fill(/^Account number/, '00012345');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveAccessibleDescription(/Payouts to United Kingdom are made in GBP/));
    expect(posted).toEqual([]);
  });

  it('puts the server’s field errors on the fields', async () => {
    signIn();
    serve([], () =>
      HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fieldErrors: [{ field: 'body.routingNumber', message: 'Unknown routing number' }] },
        { status: 400 },
      ),
    );
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    fill(/^Name on the account/, 'Grace Hopper');
    fill(/^Routing number/, '999999999');
    fill(/^Account number/, '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));

    const routing = screen.getByLabelText(/^Routing number/);
    await waitFor(() => expect(routing).toHaveAccessibleDescription(/Unknown routing number$/));
    expect(routing).toHaveFocus();
  });
});

describe('PayoutsPage payout history', () => {
  const failedPayout: Payout = {
    ...paidPayout,
    id: 'payout-0',
    amount: 4_500,
    status: 'FAILED',
    arrivalDate: null,
    failureMessage: 'The bank account was closed.',
    createdAt: Date.UTC(2026, 10, 20, 6),
  };

  /** Serves the payouts a page at a time: the first page points at `nextPage`, asked for by its key. */
  function servePayouts(first: PayoutPage, nextPage?: PayoutPage) {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/payments/payouts', ({ request }) => {
        const key = new URL(request.url).searchParams.get('exclusiveStartKey');
        asked.push(key);
        return HttpResponse.json(key && nextPage ? nextPage : first);
      }),
    );
    return asked;
  }

  it('says so while loading, then that there are no payouts yet', async () => {
    signIn();
    serve([pendingAccount]);
    server.use(
      http.get('*/api/payments/payouts', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(noPayouts);
      }),
    );
    openPage();

    const history = screen.getByRole('region', { name: 'Payout history' });
    expect(await within(history).findByRole('status')).toHaveTextContent('Loading your payouts…');
    expect(await within(history).findByText(/No payouts yet/)).toBeInTheDocument();
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each payout with its date, amount, status and the last digits of the bank account, and loads older ones', async () => {
    signIn();
    serve([pendingAccount]);
    const onItsWay: Payout = {
      ...paidPayout,
      id: 'payout-2',
      amount: 3_000,
      status: 'PENDING',
      arrivalDate: '2026-11-28',
      createdAt: Date.UTC(2026, 10, 25, 6),
    };
    const asked = servePayouts(
      { data: [onItsWay, paidPayout], meta: { lastEvaluatedKey: 'older-key' } },
      { data: [failedPayout], meta: { lastEvaluatedKey: null } },
    );
    openPage();

    const table = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Bank account']);
    const rowText = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rowText()).toEqual([
      'Nov 25, 2026$30On its wayExpected by Nov 28, 2026••••6789',
      'Nov 24, 2026$120PaidArrived Nov 26, 2026••••6789',
      'Load older payouts',
    ]);
    expect(within(table).getAllByLabelText('ending in 6789')).toHaveLength(2);

    const more = within(table).getByRole('button', { name: 'Load older payouts' });
    more.focus();
    await userEvent.keyboard('{Enter}');

    // The third row says "Loading more payouts…" until the older page is in.
    await waitFor(() => expect(rowText()[2]).toBe('Nov 20, 2026$45FailedThe bank account was closed. The amount is back in your balance.••••6789'));
    expect(rowText()).toHaveLength(3);
    expect(within(table).queryByRole('button', { name: 'Load older payouts' })).not.toBeInTheDocument();
    expect(asked).toContain('older-key');
  });

  it('offers a retry when the payouts could not load', async () => {
    signIn();
    serve([pendingAccount]);
    server.use(
      http.get('*/api/payments/payouts', () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Payouts are down' }, { status: 500 }),
      ),
    );
    openPage();

    const history = screen.getByRole('region', { name: 'Payout history' });
    expect(await within(history).findByRole('alert')).toHaveTextContent('Payouts are down');
  });
});
