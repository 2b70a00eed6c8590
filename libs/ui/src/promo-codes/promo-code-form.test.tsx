import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TicketTier } from '@socials/domain';
import { freeTier } from '@socials/domain/testing';
import { PromoCodeForm } from './promo-code-form';

const vipTier: TicketTier = { ...freeTier, id: 'tier-vip', name: 'VIP', type: 'PAID', ticketPrice: 5000 };

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(<PromoCodeForm tiers={[freeTier, vipTier]} timezone="America/New_York" submitLabel="Create code" onSubmit={onSubmit} />);
  return onSubmit;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create code' }));

describe('PromoCodeForm', () => {
  it('sends dollars as cents and leaves blank fields null', async () => {
    const onSubmit = renderForm();
    type(/^Code/, 'spring5');
    fireEvent.change(screen.getByRole('combobox', { name: 'Discount' }), { target: { value: 'AMOUNT' } });
    type(/^Amount off/, '5.50');
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      code: 'SPRING5',
      discountType: 'AMOUNT',
      value: 550,
      tierIds: null,
      usageLimit: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it('sends the ticked tiers, the limit and the times read in the social’s zone', async () => {
    const onSubmit = renderForm();
    type(/^Code/, 'VIP20');
    type(/^Percent off/, '20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'VIP · $50' }));
    type('Usage limit', '10');
    type(/^Valid from/, '2026-03-05T19:00');
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ tierIds: ['tier-vip'], usageLimit: 10, validFrom: Date.UTC(2026, 2, 6, 0, 0), validUntil: null });
  });

  it('refuses a percent over 100', async () => {
    const onSubmit = renderForm();
    type(/^Code/, 'TOOMUCH');
    type(/^Percent off/, '150');
    submit();

    expect(await screen.findByText('A percent discount is at most 100')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Percent off/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their inputs', async () => {
    renderForm(
      vi.fn().mockRejectedValue({
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fieldErrors: [{ field: 'body.usageLimit', message: 'Too many uses' }] },
      }),
    );
    type(/^Code/, 'SPRING');
    type(/^Percent off/, '10');
    submit();

    expect(await screen.findByText('Too many uses')).toBeInTheDocument();
    expect(screen.getByLabelText('Usage limit')).toHaveAccessibleDescription(/Too many uses/);
  });

  it('shows a taken code on the code input', async () => {
    renderForm(vi.fn().mockRejectedValue({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This code already exists' } }));
    type(/^Code/, 'SPRING');
    type(/^Percent off/, '10');
    submit();

    expect(await screen.findByText('This code already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
  });
});
