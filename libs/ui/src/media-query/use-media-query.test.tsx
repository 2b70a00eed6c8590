import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN_QUERY, useNarrowScreen } from './use-media-query';

function Layout() {
  return <p>{useNarrowScreen() ? 'cards' : 'table'}</p>;
}

/** A window.matchMedia whose answer the test changes, telling the listeners as a browser would. */
function stubMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
      removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNarrowScreen', () => {
  it('follows the narrow-screen media query as it changes', () => {
    const resize = stubMatchMedia(true);
    render(<Layout />);
    expect(window.matchMedia).toHaveBeenCalledWith(NARROW_SCREEN_QUERY);
    expect(screen.getByText('cards')).toBeInTheDocument();

    resize(false);
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('keeps the wide layout where media queries cannot be asked', () => {
    render(<Layout />);
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
