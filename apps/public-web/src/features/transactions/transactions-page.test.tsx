import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@socials/domain';
import { aPayment, aRefund, aTransaction } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { TransactionsPage } from './transactions-page';

setupMockApi();

function serveTransactions(data: Transaction[]) {
  server.use(http.get('*/api/payments/transactions', () => HttpResponse.json({ data })));
}

const openTransactions = () => {
  signIn();
  return renderPage(<TransactionsPage />, { path: '/accounts/transactions', url: '/accounts/transactions' });
};

describe('TransactionsPage', () => {
  it('shows an empty state', async () => {
    serveTransactions([]);
    openTransactions();

    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  it('lists each payment with its social, tier, total, status and refunds', async () => {
    serveTransactions([
      aTransaction({ payment: aPayment({ refundedAmount: 1000 }), refunds: [aRefund()] }),
      aTransaction({ payment: aPayment({ id: 'payment-2', status: 'EXPIRED', paidAt: null }) }),
    ]);
    openTransactions();

    const [paid, expired] = await screen.findAllByRole('article');
    const first = within(paid!);
    expect(first.getByRole('link', { name: 'Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
    expect(first.getByText(/VIP · code EARLY5/)).toBeInTheDocument();
    expect(first.getByText('$57.70')).toBeInTheDocument();
    expect(first.getByText('Partially refunded')).toBeInTheDocument();
    expect(within(first.getByRole('list', { name: 'Refunds' })).getByRole('listitem')).toHaveTextContent(/Deposit refund \(refunded\).*-\$10/);
    expect(first.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/accounts/transactions/payment-1');

    const second = within(expired!);
    expect(second.getByText('Checkout expired')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('reports a problem with a payment', async () => {
    serveTransactions([aTransaction()]);
    const disputes: unknown[] = [];
    server.use(
      http.post(`*/api/disputes/socials/${aTransaction().social.id}`, async ({ request }) => {
        const body = await request.json();
        disputes.push(body);
        return HttpResponse.json({ id: 'dispute-1', ...(body as object) }, { status: 201 });
      }),
    );
    openTransactions();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('combobox', { name: /What went wrong\?/ })).toHaveAccessibleDescription('Choose what went wrong');
    expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveAccessibleDescription(/Describe the problem in 10 to 2,000 characters/);
    expect(disputes).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /What went wrong\?/ }), 'I was charged more than once');
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'My card shows two charges of $57.70.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks: we received your report and will e-mail you')).toBeInTheDocument();
    expect(disputes).toEqual([{ reason: 'DUPLICATE_CHARGE', details: 'My card shows two charges of $57.70.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
