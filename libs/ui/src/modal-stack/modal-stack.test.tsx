import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_CALLBACK_DELAY_MS, ModalStackProvider, useModalStack, type ModalStackApi } from './modal-stack';

let api: ModalStackApi;

function Capture() {
  api = useModalStack();
  return <p>depth {api.depth}</p>;
}

function renderStack() {
  return render(
    <ModalStackProvider>
      <Capture />
    </ModalStackProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ModalStackProvider', () => {
  it('shows only the top modal, labelled by its title', () => {
    renderStack();
    act(() => {
      api.open(<p>first body</p>, { title: 'First' });
      api.open(<p>second body</p>, { title: 'Second' });
    });
    expect(screen.getByText('depth 2')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Second');
    expect(screen.getByText('second body')).toBeVisible();
    expect(screen.queryByText('first body')).not.toBeVisible();
  });

  it('shows the modal underneath again after the top one closes', () => {
    renderStack();
    act(() => {
      api.open(<p>first body</p>, { title: 'First' });
      api.open(<p>second body</p>, { title: 'Second' });
    });
    act(() => api.close());
    expect(screen.getByRole('dialog')).toHaveAccessibleName('First');
    expect(screen.queryByText('second body')).not.toBeInTheDocument();
  });

  it('runs the close callback 300 ms after closing', () => {
    vi.useFakeTimers();
    renderStack();
    const callback = vi.fn();
    act(() => {
      api.open(<p>body</p>, { title: 'Only' });
    });
    act(() => api.close(callback));
    expect(screen.getByText('depth 0')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_CALLBACK_DELAY_MS - 1));
    expect(callback).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(MODAL_CLOSE_CALLBACK_DELAY_MS).toBe(300);
  });

  it('hands a close function to render-function content', () => {
    renderStack();
    act(() => {
      api.open((close) => <button onClick={() => close()}>Done</button>, { title: 'Ask' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('depth 0')).toBeInTheDocument();
  });

  it('closes the top modal with Escape and the close button', () => {
    renderStack();
    act(() => {
      api.open(<p>first body</p>, { title: 'First' });
      api.open(<p>second body</p>, { title: 'Second' });
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText('depth 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.getByText('depth 0')).toBeInTheDocument();
  });

  it('still names a modal opened without a title', () => {
    renderStack();
    act(() => {
      api.open(<p>body</p>);
    });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Dialog');
  });

  it('clears all modals on reset', () => {
    renderStack();
    act(() => {
      api.open('a', { title: 'A' });
      api.open('b', { title: 'B' });
    });
    act(() => api.reset());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('depth 0')).toBeInTheDocument();
  });
});
