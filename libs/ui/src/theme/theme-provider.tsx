import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'socials.theme';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

function readStoredTheme(): Theme | null {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy modes); the default theme still works.
    return null;
  }
}

function storeTheme(theme: Theme) {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // See readStoredTheme.
  }
}

/** The stored choice changes only through setTheme, which keeps its own state: nothing to listen to. */
const subscribeToNothing = () => () => undefined;
/** A server render cannot know the visitor's choice: the page hydrates with the default, then applies the choice. */
const noStoredThemeOnServer = () => null;

export interface ThemeProviderProps {
  children: ReactNode;
  /** Used until the visitor picks a theme; the home page passes 'dark'. */
  defaultTheme?: Theme;
}

/**
 * Keeps the visitor's chosen theme in localStorage and puts the `dark` class on <html>. Only an
 * explicit choice is stored, so a page's default (dark on home) does not leak into other pages.
 */
export function ThemeProvider({ children, defaultTheme = 'light' }: ThemeProviderProps) {
  const stored = useSyncExternalStore(subscribeToNothing, readStoredTheme, noStoredThemeOnServer);
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? stored ?? defaultTheme;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setChosen(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
