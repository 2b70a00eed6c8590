import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { TicketSales } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { TicketSalesPage } from './ticket-sales-page';

setupMockApi();

const social = makeSocial();

const figures = { orders: 0, gross: 0, discounts: 0, fees: 0, refunded: 0, net: 0 };

const paidSales: TicketSales = {
  currency: 'usd',
  tiers: [
    {
      ...figures,
      ticketTierId: 'tier-vip',
      name: 'VIP',
      type: 'PAID',
      ticketPrice: 5000,
      depositAmount: 1000,
      quantity: 20,
      sold: 4,
      held: 1,
      orders: 3,
      gross: 18450,
      discounts: 500,
      fees: 1350,
      refunded: 6000,
      net: 11100,
    },
    { ...figures, ticketTierId: 'tier-free', name: 'Guest list', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null, sold: 7, held: 0 },
  ],
  totals: { orders: 3, gross: 18450, discounts: 500, fees: 1350, refunded: 6000, net: 11100 },
  orders: [
    {
      paymentId: 'pay-3',
      buyerName: 'Cleo Held',
      tierName: 'VIP',
      status: 'AUTHORIZED',
      amount: 6350,
      promoCode: null,
      refunded: 0,
      orderedAt: Date.UTC(2026, 2, 6, 1, 30),
    },
    {
      paymentId: 'pay-2',
      buyerName: 'Bea Partial',
      tierName: 'VIP',
      status: 'PAID',
      amount: 5850,
      promoCode: 'FRIENDS',
      refunded: 1000,
      orderedAt: Date.UTC(2026, 2, 5, 15, 0),
    },
    {
      paymentId: 'pay-1',
      buyerName: 'Al Back',
      tierName: 'VIP',
      status: 'PAID',
      amount: 6350,
      promoCode: null,
      refunded: 6350,
      orderedAt: Date.UTC(2026, 2, 4, 12, 0),
    },
  ],
  moreOrders: false,
};

function serve(sales: TicketSales | null) {
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/ticket-sales`, () =>
      sales ? HttpResponse.json(sales) : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Social not found' }, { status: 404 }),
    ),
  );
}

const openPage = () => renderPage(<TicketSalesPage />, { path: '/socials/:id/sales', url: `/socials/${social.id}/sales` });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TicketSalesPage', () => {
  it('shows each tier’s figures and the totals', async () => {
    signIn();
    serve(paidSales);
    openPage();

    const vip = (await screen.findByRole('rowheader', { name: 'VIP' })).closest('tr') as HTMLElement;
    // Price, deposit, sold, in checkout, orders, gross, discounts, fees, refunded, net.
    expect(cellsOf(vip)).toEqual(['$50', '$10', '4 of 20', '1', '3', '$184.50', '$5', '$13.50', '$60', '$111']);
    const free = screen.getByRole('rowheader', { name: 'Guest list' }).closest('tr') as HTMLElement;
    expect(cellsOf(free)).toEqual(['$0', '$0', '7', '0', '0', '$0', '$0', '$0', '$0', '$0']);
    const totals = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(cellsOf(totals)).toEqual(['', '', '11', '1', '3', '$184.50', '$5', '$13.50', '$60', '$111']);
    expect(screen.getByRole('link', { name: 'Promo codes' })).toHaveAttribute('href', `/socials/${social.id}/promo-codes`);
  });

  it('lists the orders newest first, in the social’s time zone, marking held cards and refunds', async () => {
    signIn();
    serve(paidSales);
    openPage();

    const orders = await screen.findByRole('table', { name: /Orders of/ });
    const rows = within(orders)
      .getAllByRole('rowheader')
      .map((cell) => cell.closest('tr') as HTMLElement);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cleo Held', 'Bea Partial', 'Al Back']);
    // Tier, amount, promo code, refunded, status, date (New York).
    expect(cellsOf(rows[0]!)).toEqual(['VIP', '$63.50', '—', '—', 'Card held', '2026-03-05 20:30 EST']);
    expect(cellsOf(rows[1]!)).toEqual(['VIP', '$58.50', 'FRIENDS', '$10', 'Partly refunded', '2026-03-05 10:00 EST']);
    expect(cellsOf(rows[2]!)).toEqual(['VIP', '$63.50', '—', '$63.50', 'Refunded', '2026-03-04 07:00 EST']);
    expect(screen.queryByText(/newest orders are shown/)).not.toBeInTheDocument();
  });

  it('says when older orders were left out, and when there are none yet', async () => {
    signIn();
    serve({ ...paidSales, moreOrders: true });
    const { unmount } = openPage();
    expect(await screen.findByText(/The 200 newest orders are shown/)).toBeInTheDocument();
    unmount();

    serve({ ...paidSales, orders: [], moreOrders: false });
    openPage();
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
  });

  it('says so when the social sells no paid tickets', async () => {
    signIn();
    serve({ currency: 'usd', tiers: [paidSales.tiers[1]!], totals: figures, orders: [], moreOrders: false });
    openPage();

    expect(await screen.findByRole('heading', { name: 'No paid tickets yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the sales could not load', async () => {
    signIn();
    serve(null);
    openPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Social not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket sales' })).toBeInTheDocument();
  });
});
