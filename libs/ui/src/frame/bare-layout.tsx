import { Link, Outlet } from 'react-router-dom';
import { ThemeToggle } from '../theme/theme-toggle';
import { FOCUS_RING } from './link-styles';

/**
 * For the sign-in and account pages: they bring their own <main>, so they cannot sit inside
 * AppShell's; this keeps a header with the way home and the theme toggle.
 */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-fg">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-14 max-w-6xl items-center justify-between px-4 py-2">
          <Link to="/" className={`text-lg font-semibold ${FOCUS_RING}`}>
            Socials
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <Outlet />
    </div>
  );
}
