import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says why the data could not load and offers to try again', () => {
    const retry = vi.fn();
    render(<LoadError error={{ status: 404, data: { message: 'Social not found' } }} onRetry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Social not found');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without a way to retry', () => {
    render(<LoadError error={new Error('boom')} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
