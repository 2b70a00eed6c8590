import type { ReactNode } from 'react';
import { AppHeader } from '../frame/app-header';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';

export interface AppShellProps {
  /** Logo or product name, usually a link home. */
  brand: ReactNode;
  /** Links of the main menu; they are wrapped in <nav aria-label="Main">. */
  nav?: ReactNode;
  /** Header content on the right (account menu, sign-in link); the theme toggle follows it. */
  right?: ReactNode;
  footer?: ReactNode;
  /** Set false where the theme must not change (e.g. a printed ticket). */
  showThemeToggle?: boolean;
  /** Rendered above the header, e.g. <TopProgressBar loading={navigating} />. */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * The layout every app shares: skip link, header (AppHeader: a Menu button on phones), a focusable
 * main#main, footer. Needs a ThemeProvider above it.
 */
export function AppShell({ brand, nav, right, footer, showThemeToggle = true, top, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-fg">
      <a
        href="#main"
        className={cx(
          'sr-only rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]',
          FOCUS_RING,
        )}
      >
        Skip to content
      </a>
      <AppHeader brand={brand} nav={nav} right={right} showThemeToggle={showThemeToggle} top={top} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
      {footer ? (
        <footer className="border-t border-border bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-fg-muted">{footer}</div>
        </footer>
      ) : null}
    </div>
  );
}
