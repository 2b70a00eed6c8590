import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPayment, aRefund, aTransaction } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ReceiptPage } from './receipt-page';

setupMockApi();
afterEach(() => vi.restoreAllMocks());

const openReceipt = (paymentId: string) => {
  signIn();
  server.use(
    http.get('*/api/payments/transactions', () =>
      HttpResponse.json({
        data: [aTransaction({ payment: aPayment({ refundedAmount: 1000 }), refunds: [aRefund(), aRefund({ id: 'refund-2', status: 'FAILED' })] })],
      }),
    ),
  );
  return renderPage(<ReceiptPage />, { path: '/accounts/transactions/:paymentId', url: `/accounts/transactions/${paymentId}` });
};

const amountOf = (label: string) => screen.getByText(label).nextSibling?.textContent;

describe('ReceiptPage', () => {
  it('lists what was paid, part by part, with the refunds given, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openReceipt('payment-1');

    expect(await screen.findByText('SOC-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('Date paid').nextSibling).toHaveTextContent(/Mar 1, 2026/);
    expect(amountOf('Ticket: VIP')).toBe('$50');
    expect(amountOf('Discount (EARLY5)')).toBe('-$5');
    expect(amountOf('Deposit')).toBe('$10');
    expect(amountOf('Fees')).toBe('$2.70');
    expect(amountOf('Total')).toBe('$57.70');
    // The failed refund gave nothing back: only the deposit refund is on the receipt.
    expect(screen.getAllByText(/refund \(/)).toHaveLength(1);
    expect(amountOf('Paid after refunds')).toBe('$47.70');

    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when there is no such receipt', async () => {
    openReceipt('payment-unknown');

    expect(await screen.findByRole('heading', { name: 'No receipt here' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
  });
});
