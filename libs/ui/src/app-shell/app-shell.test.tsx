import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppShell } from './app-shell';
import { PROGRESS_BAR_SPEED_MS, TopProgressBar } from './top-progress-bar';

afterEach(() => {
  vi.useRealTimers();
});

describe('AppShell', () => {
  it('offers a skip link to main#main, landmarks and the theme toggle', () => {
    render(
      <ThemeProvider>
        <AppShell brand={<a href="/">Socials</a>} nav={<a href="/socials">Socials list</a>} footer="© Socials">
          <h1>Page</h1>
        </AppShell>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Socials');
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });
});

describe('TopProgressBar', () => {
  it('shows while loading and goes away after finishing', () => {
    vi.useFakeTimers();
    const { rerender } = render(<TopProgressBar loading={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<TopProgressBar loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    rerender(<TopProgressBar loading={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_SPEED_MS * 2));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
