import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@socials/domain';
import { toastError } from './toast-error';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toaster', () => {
  it('announces toasts in a live region and lets them be dismissed', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => {
      toast.success('Saved');
    });
    expect(within(region).getByRole('status')).toHaveTextContent('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows errors as alerts with the general error text', () => {
    render(<Toaster />);
    act(() => {
      toastError({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Title is required' } });
      toastError(undefined);
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Title is required', GENERIC_ERROR_MESSAGE]);
  });
});
