import type { Proposal } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aProposal } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ProposalDeposit } from './proposal-deposit';

setupMockApi();

const paid = (overrides: Partial<Proposal> = {}): Proposal =>
  aProposal({
    slug: 'sailing-weekend',
    title: 'Sailing weekend',
    description: '',
    timezone: 'UTC',
    choices: [],
    winningChoiceId: null,
    depositCents: 2500,
    paidDeadline: Date.UTC(2030, 3, 28, 22),
    paidCount: 2,
    canPay: true,
    ...overrides,
  });

const show = (proposal: Proposal, url = '/proposals/sailing-weekend') => {
  server.use(http.get('*/api/proposals/slug/sailing-weekend', () => HttpResponse.json(proposal)));
  return renderPage(<ProposalDeposit proposal={proposal} formatMoment={(ms) => new Date(ms).toISOString()} />, { path: '/proposals/:slug', url });
};

describe('ProposalDeposit', () => {
  it('shows the deposit, its deadline and who paid, and opens the checkout', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.use(
      http.post('*/api/payments/proposals/proposal-1/payment-sessions', () =>
        HttpResponse.json(
          { paymentId: 'pay-1', checkoutUrl: 'https://pay.example.com/cs_1', expiresAt: Date.now() + 60_000, amountCents: 2500, currency: 'usd' },
          { status: 201 },
        ),
      ),
    );
    show(paid());
    expect(await screen.findByRole('heading', { name: /Deposit/ })).toBeVisible();
    expect(screen.getByText(/refundable deposit of \$25\.00/)).toBeVisible();
    expect(screen.getByText('2030-04-28T22:00:00.000Z')).toBeVisible();
    expect(screen.getByText('2 supporters have paid')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back this for $25.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/cs_1'));
    vi.unstubAllGlobals();
  });

  it('says what became of the caller’s deposit and that an ended proposal refunds', async () => {
    signIn();
    show(paid({ status: 'TERMINATED', canPay: false, myPayment: { id: 'pay-1', status: 'REFUNDED', amountCents: 2500 } }));
    expect(await screen.findByText('This proposal will not happen: every deposit is refunded.')).toBeVisible();
    expect(screen.getByText('Your deposit was refunded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Back this/ })).toBeNull();
  });

  it('waits for the provider after the checkout, then thanks the supporter', async () => {
    signIn();
    let reads = 0;
    server.use(
      http.get('*/api/proposals/slug/sailing-weekend', () => {
        reads += 1;
        return HttpResponse.json(paid({ canPay: false, myPayment: { id: 'pay-1', status: reads > 1 ? 'PAID' : 'OPEN', amountCents: 2500 } }));
      }),
    );
    renderPage(<ProposalDeposit proposal={paid({ canPay: false, myPayment: { id: 'pay-1', status: 'OPEN', amountCents: 2500 } })} formatMoment={String} />, {
      path: '/proposals/:slug',
      url: '/proposals/sailing-weekend?payment=success&paymentId=pay-1',
    });
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
  });
});
