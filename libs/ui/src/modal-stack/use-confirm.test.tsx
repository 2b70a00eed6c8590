import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalStackProvider } from './modal-stack';
import { useConfirm } from './use-confirm';

function Asker({ onConfirm }: { onConfirm: () => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => confirm({ title: 'Delete “Supper”?', body: 'It cannot be undone.', keepLabel: 'Keep it', confirmLabel: 'Delete “Supper”', onConfirm })}>
      Delete
    </button>
  );
}

describe('useConfirm', () => {
  it('asks first with the safe choice focused, and runs the action once only on its confirm button', async () => {
    const onConfirm = vi.fn();
    render(
      <ModalStackProvider>
        <Asker onConfirm={onConfirm} />
      </ModalStackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Delete “Supper”?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Supper”' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
