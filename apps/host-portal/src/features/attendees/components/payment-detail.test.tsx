import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetail, Refund, RefundRequest } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { aPayment, aPaymentDetail, freeTier, makeSocial, paidTier } from '../../../test/fixtures';
import { server, setupMockApi, signIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { AttendeesPage } from '../attendees-page';

setupMockApi();

const social = makeSocial({ ticketTiers: [freeTier, paidTier] });

const guest = (id: string, firstName: string, ticketTierId: string) =>
  aRsvp({
    id,
    userId: `user-${id}`,
    ticketTierId,
    user: { id: `user-${id}`, slug: firstName.toLowerCase(), displayName: null, firstName, lastName: 'Doe', photoPath: null },
  });

const depositRefund: Refund = {
  id: 'refund-1',
  paymentId: 'payment-1',
  rsvpId: 'paid',
  type: 'DEPOSIT_ONLY',
  reason: 'CUSTOM',
  note: 'Came after all',
  amount: 1000,
  parts: { ticketPrice: 0, deposit: 1000, fees: 0 },
  status: 'SUCCEEDED',
  failureMessage: null,
  createdById: 'host-1',
  createdAt: Date.UTC(2026, 2, 2, 15, 0),
};

/** The deposit already went back: $45 ticket + $2.70 fee are left. */
const afterDepositRefund = aPaymentDetail({ refunds: [depositRefund], refundable: { ticketPrice: 4500, deposit: 0, fees: 270 } });

/** Serves a guest list of one free and one paid guest; records each refund asked for and answers with `reply`. */
function serve(detail: PaymentDetail, reply?: () => Response) {
  const refunds: RefundRequest[] = [];
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/rsvps`, () =>
      HttpResponse.json({ data: [guest('free', 'Frank', freeTier.id), guest('paid', 'Paula', paidTier.id)], meta: { lastEvaluatedKey: null } }),
    ),
    http.get(`*/api/socials/${social.id}/rsvps/paid/payment-detail`, () => HttpResponse.json(detail)),
    http.post(`*/api/socials/${social.id}/rsvps/paid/refunds`, async ({ request }) => {
      const body = (await request.json()) as RefundRequest;
      refunds.push(body);
      if (reply) return reply();
      return HttpResponse.json({
        ...depositRefund,
        id: 'refund-2',
        type: body.type,
        reason: body.reason,
        amount: body.customAmount ?? 4500,
        status: 'PENDING',
      });
    }),
  );
  return refunds;
}

async function openPayment() {
  renderPage(<AttendeesPage />, { path: '/socials/:id/attendees', url: `/socials/${social.id}/attendees` });
  await screen.findByRole('rowheader', { name: 'Paula Doe' });
  expect(screen.queryByRole('button', { name: 'Payment of Frank Doe' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Payment of Paula Doe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment of Paula Doe' });
  await within(dialog).findByRole('form', { name: 'Issue a refund' });
  return dialog;
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);

describe('Payment of a guest', () => {
  it('shows what was paid and refunded, and what each refund type would give back now', async () => {
    signIn();
    serve(afterDepositRefund);
    const dialog = await openPayment();

    expect(within(dialog).getByText('Discount (code EARLY5)')).toBeInTheDocument();
    expect(within(dialog).getByText('−$5')).toBeInTheDocument();
    expect(within(dialog).getByText('$57.70')).toBeInTheDocument();
    expect(within(dialog).getByText('SOC-2026-000123')).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit only: $10')).toBeInTheDocument();
    expect(within(dialog).getByText(/Another reason: Came after all/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Still refundable: $47.70' })).toBeInTheDocument();

    expect(optionLabels(within(dialog).getByLabelText('Refund'))).toEqual([
      'Full refund: $47.70',
      'Ticket price only: $45',
      'Deposit only: nothing left (disabled)',
      'Custom amount, up to $47.70',
    ]);
  });

  it('sends a custom refund in cents after the host confirms, and needs a note for a custom reason', async () => {
    signIn();
    const refunds = serve(afterDepositRefund);
    const dialog = await openPayment();

    await userEvent.selectOptions(within(dialog).getByLabelText('Refund'), 'CUSTOM');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.5' } });
    expect(within(dialog).getByText('This refund gives back $12.50.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'CUSTOM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));

    const note = within(dialog).getByLabelText(/^Note/);
    await waitFor(() => expect(note).toHaveAccessibleDescription('Say why you are refunding'));
    fireEvent.change(note, { target: { value: 'Late train' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Refund $12.50?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Refund $12.50' }));

    expect(await screen.findByText('Refund of $12.50 issued')).toBeInTheDocument();
    expect(refunds).toEqual([{ type: 'CUSTOM', reason: 'CUSTOM', customAmount: 1250, note: 'Late train' }]);
  });

  it('sends a ticket-only refund without an amount, and nothing when the host keeps the money', async () => {
    signIn();
    const refunds = serve(aPaymentDetail());
    const dialog = await openPayment();

    expect(optionLabels(within(dialog).getByLabelText('Refund'))).toEqual([
      'Full refund: $57.70',
      'Ticket price only: $45',
      'Deposit only: $10',
      'Custom amount, up to $57.70',
    ]);
    await userEvent.selectOptions(within(dialog).getByLabelText('Refund'), 'TICKET_ONLY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Refund $45?' })).getByRole('button', { name: 'Not now' }));
    expect(refunds).toEqual([]);

    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Payment of Paula Doe' })).getByRole('button', { name: 'Refund…' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Refund $45?' })).getByRole('button', { name: 'Refund $45' }));

    expect(await screen.findByText('Refund of $45 issued')).toBeInTheDocument();
    expect(refunds).toEqual([{ type: 'TICKET_ONLY', reason: 'ATTENDEE_ASK_TO_CANCEL' }]);
  });

  it('refuses a custom amount above what is left, before asking the server', async () => {
    signIn();
    const refunds = serve(afterDepositRefund);
    const dialog = await openPayment();

    await userEvent.selectOptions(within(dialog).getByLabelText('Refund'), 'CUSTOM');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '50' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/^Amount/)).toHaveAccessibleDescription('At most $47.70 can be refunded'));
    expect(screen.queryByRole('dialog', { name: /^Refund \$/ })).not.toBeInTheDocument();
    expect(refunds).toEqual([]);
  });

  it('puts the server’s field errors on the fields', async () => {
    signIn();
    serve(afterDepositRefund, () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid body',
          fieldErrors: [{ field: 'body.customAmount', message: 'Only $20 is left to refund' }],
        },
        { status: 400 },
      ),
    );
    const dialog = await openPayment();

    await userEvent.selectOptions(within(dialog).getByLabelText('Refund'), 'CUSTOM');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund…' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Refund $30?' })).getByRole('button', { name: 'Refund $30' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/^Amount/)).toHaveAccessibleDescription('Only $20 is left to refund'));
  });

  it('says so when the RSVP was never paid', async () => {
    signIn();
    serve({ payment: null, refunds: [], disputes: [], refundable: { ticketPrice: 0, deposit: 0, fees: 0 } });
    renderPage(<AttendeesPage />, { path: '/socials/:id/attendees', url: `/socials/${social.id}/attendees` });
    await userEvent.click(await screen.findByRole('button', { name: 'Payment of Paula Doe' }));

    expect(await screen.findByText('Paula Doe has not paid for this RSVP.')).toBeInTheDocument();
  });
});

// Keeps the fixture honest: the detail above is the payment the dialog reads.
it('aPayment totals its parts', () => {
  const { ticketPrice, discount, deposit, fees, total } = aPayment().amounts;
  expect(ticketPrice - discount + deposit + fees).toBe(total);
});
