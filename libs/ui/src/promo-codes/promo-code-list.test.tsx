import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@socials/domain';
import { freeTier } from '@socials/domain/testing';
import { ModalStackProvider } from '../modal-stack/modal-stack';
import { PromoCodeList } from './promo-code-list';

const percent: PromoCode = {
  id: 'promo-1',
  socialId: 'social-1',
  code: 'SPRING20',
  discountType: 'PERCENT',
  value: 20,
  tierIds: null,
  usageLimit: 10,
  validFrom: null,
  validUntil: null,
  usedCount: 3,
};
const amount: PromoCode = {
  ...percent,
  id: 'promo-2',
  code: 'FIVE',
  discountType: 'AMOUNT',
  value: 500,
  tierIds: [freeTier.id],
  usageLimit: null,
  validUntil: Date.UTC(2026, 2, 6, 0, 0),
  usedCount: 0,
};

function renderList() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <ModalStackProvider>
      <PromoCodeList promoCodes={[percent, amount]} tiers={[freeTier]} timezone="America/New_York" onEdit={onEdit} onDelete={onDelete} />
    </ModalStackProvider>,
  );
  return { onEdit, onDelete };
}

const cellsOf = (code: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${code}`) }))
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent);

describe('PromoCodeList', () => {
  it('shows each code’s discount, tiers, use and validity', () => {
    renderList();
    expect(cellsOf('SPRING20')).toEqual(['20% off', 'All tiers', '3 of 10', 'Always']);
    expect(cellsOf('FIVE')).toEqual(['$5 off', 'General admission', '0 (no limit)', 'Until Mar 5, 2026, 7:00 PM EST']);
  });

  it('edits at once and deletes only once confirmed', async () => {
    const { onEdit, onDelete } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit FIVE' }));
    expect(onEdit).toHaveBeenCalledWith(amount);

    fireEvent.click(screen.getByRole('button', { name: 'Delete SPRING20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete promo code SPRING20?' });
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete code' }));
    expect(onDelete).toHaveBeenCalledWith(percent);
  });
});
