import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import { ThemeToggle } from '../theme/theme-toggle';
import { HeaderPlacementContext } from './header-placement';

export interface AppHeaderProps {
  /** Logo or product name, usually a link home. */
  brand: ReactNode;
  /** Links of the main menu; they are wrapped in <nav aria-label="Main">. */
  nav?: ReactNode;
  /** The account corner (the user's links, Sign in or Sign out); the theme toggle follows it. */
  right?: ReactNode;
  showThemeToggle?: boolean;
  /** Rendered first inside the banner, e.g. the progress bar. */
  top?: ReactNode;
}

/**
 * The banner of every app. From the lg breakpoint up the menu and the account sit in the bar, in one
 * row: what does not fit folds into menus there (HeaderPlacement 'bar'). On a phone or a tablet they
 * would wrap it into two or three rows, so there they wait behind a Menu button (a disclosure: Escape
 * closes it and focus goes back to the button) in a panel under the bar, one link per line. The
 * disclosure is a button and a state, not a component library: the header is on every first load.
 */
export function AppHeader({ brand, nav, right, showThemeToggle = true, top }: AppHeaderProps) {
  const hasMenu = Boolean(nav) || Boolean(right);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      menuButton.current?.focus();
    }
  };
  // A chosen link leads elsewhere: the panel would otherwise stay open over the next page.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <header className="border-b border-border bg-surface">
      {/* Inside the banner landmark so that every piece of the page belongs to one (axe "region"). */}
      {top}
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-x-6 gap-y-2 px-4 py-2" onKeyDown={closeOnEscape}>
        <div className="flex min-w-0 items-center font-semibold lg:shrink-0">{brand}</div>
        <HeaderPlacementContext value="bar">
          {nav ? (
            <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-x-4 text-sm whitespace-nowrap lg:flex">
              {nav}
            </nav>
          ) : null}
        </HeaderPlacementContext>
        <div className="ml-auto flex items-center gap-2">
          {right ? (
            <div className="hidden items-center gap-2 lg:flex">
              <HeaderPlacementContext value="bar">{right}</HeaderPlacementContext>
            </div>
          ) : null}
          {showThemeToggle ? <ThemeToggle /> : null}
          {/* Last in the bar, so that Tab leads from it straight into the panel it opens. */}
          {hasMenu ? (
            <button
              ref={menuButton}
              type="button"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
              className={cx(
                'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium text-fg hover:bg-surface-muted lg:hidden',
                FOCUS_RING,
              )}
            >
              <MenuIcon open={open} />
              Menu
            </button>
          ) : null}
        </div>
      </div>
      {hasMenu && open ? (
        <div id={panelId} className="border-t border-border lg:hidden" onKeyDown={closeOnEscape} onClick={closeOnLink}>
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3">
            {nav ? (
              <nav aria-label="Main" className="flex flex-col items-start *:py-2">
                {nav}
              </nav>
            ) : null}
            {right ? <div className={cx('flex flex-wrap items-center gap-2', nav ? 'border-t border-border pt-3' : undefined)}>{right}</div> : null}
          </div>
        </div>
      ) : null}
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" className="size-5" aria-hidden="true" focusable="false">
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5.5h14M3 10h14M3 14.5h14" />}
    </svg>
  );
}
