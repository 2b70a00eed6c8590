import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalStackProvider } from './modal-stack';
import { useConfirm } from './use-confirm';

function Asker({ onConfirm }: { onConfirm: () => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={() => confirm({ title: 'Delete “Supper”?', body: 'It cannot be undone.', keepLabel: 'Keep it', confirmLabel: 'Delete “Supper”', onConfirm })}
    >
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

  it('asks for a reason when told to, refuses to go ahead without one and hands it over trimmed', async () => {
    const onConfirm = vi.fn();
    function ReasonAsker() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() =>
            confirm({
              title: 'Decline “Supper”?',
              body: 'It will not be listed.',
              keepLabel: 'Cancel',
              confirmLabel: 'Decline “Supper”',
              reason: { label: 'Reason for the host', hint: 'The host reads this.' },
              onConfirm,
            })
          }
        >
          Decline
        </button>
      );
    }
    render(
      <ModalStackProvider>
        <ReasonAsker />
      </ModalStackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const reason = await screen.findByRole('textbox', { name: /Reason for the host/ });
    await userEvent.click(screen.getByRole('button', { name: 'Decline “Supper”' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason'));
    expect(reason).toHaveFocus();

    await userEvent.type(reason, '  Not a tech event. ');
    await userEvent.click(screen.getByRole('button', { name: 'Decline “Supper”' }));
    expect(onConfirm).toHaveBeenCalledWith('Not a tech event.');
  });
});
