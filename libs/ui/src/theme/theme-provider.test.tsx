import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function ShowTheme() {
  return <p>theme {useTheme().theme}</p>;
}

function renderTheme(defaultTheme?: 'dark' | 'light') {
  return render(
    <ThemeProvider defaultTheme={defaultTheme}>
      <ShowTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeProvider', () => {
  it('uses the default theme when nothing is stored, without storing it', () => {
    renderTheme('dark');
    expect(screen.getByText('theme dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('defaults to light', () => {
    renderTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('stores the chosen theme and applies the class', () => {
    renderTheme('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('prefers a stored choice over the default', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderTheme('dark');
    expect(screen.getByText('theme light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderTheme('dark');
    expect(screen.getByText('theme dark')).toBeInTheDocument();
  });
});
