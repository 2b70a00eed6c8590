import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount, BankAccountInput, HostEarnings } from '@socials/domain';
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

/** Serves the list (growing with each account added) and records what was posted. */
function serve(initial: BankAccount[], reply?: () => Response, earnings: HostEarnings | null = noEarnings) {
  const accounts = [...initial];
  const posted: unknown[] = [];
  server.use(
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
        routingLast4: body.routingNumber.slice(-4),
        accountLast4: body.accountNumber.slice(-4),
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

  it('sums up what the host’s socials earned, and says how payouts reach the bank', async () => {
    signIn();
    serve([pendingAccount], undefined, {
      currencies: [{ currency: 'usd', orders: 3, gross: 21840, discounts: 0, fees: 840, refunded: 2280, net: 19000 }],
    });
    openPage();

    const balance = await screen.findByRole('group', { name: 'Earnings in USD' });
    expect(balance).toHaveTextContent('$190');
    expect(balance).toHaveTextContent('earned from 3 paid orders');
    const figures = within(balance)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Paid by attendees: $218.40', 'Platform fees: $8.40', 'Refunded to attendees: $22.80']);
    expect(screen.getByText(/Payouts are sent by Stripe to your bank account after each sale/)).toBeInTheDocument();
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

    await waitFor(() => expect(screen.getByLabelText(/^Routing number/)).toHaveAccessibleDescription('Nine digits'));
    expect(screen.getByLabelText(/^Account number/)).toHaveAccessibleDescription('4 to 17 digits');
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
    expect(screen.getByLabelText('Account holder')).toHaveAccessibleDescription(/Individual: you, paid for your ticket sales.*Speaker: a speaker paid for a talk/);
    expect(screen.getByLabelText('Account type')).toHaveAccessibleDescription(/Company: a business account/);
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Narnia' })).not.toBeInTheDocument();

    await userEvent.selectOptions(country, 'GB');
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('gbp');
    fill(/^Name on the account/, 'Ada Lovelace');
    fill(/^Routing number/, '110000000');
    fill(/^Account number/, '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ country: 'GB', currency: 'gbp' })]));
  });

  it('refuses a currency the chosen country is not paid in before sending', async () => {
    signIn();
    const posted = serve([]);
    openPage();

    await screen.findByRole('heading', { name: 'No bank account yet' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'GB');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'usd');
    fill(/^Name on the account/, 'Ada Lovelace');
    fill(/^Routing number/, '110000000');
    fill(/^Account number/, '000123456789');
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
    await waitFor(() => expect(routing).toHaveAccessibleDescription('Unknown routing number'));
    expect(routing).toHaveFocus();
  });
});
