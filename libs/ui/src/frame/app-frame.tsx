import type { ReactNode } from 'react';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { AppShell } from '../app-shell/app-shell';
import { TopProgressBar } from '../app-shell/top-progress-bar';
import { useHeaderPlacement } from './header-placement';
import { FOCUS_RING } from './link-styles';
import { HeaderMenu } from './header-menu';
import { MenuLink, NavSubmenu } from './nav-submenu';
import type { NavItem } from './route-table';

export interface AppFrameProps {
  /** The product's name; it links home. */
  brand: ReactNode;
  /** Where the brand leads: `to` inside the app, `href` elsewhere on the site. */
  brandLink: { to: string } | { href: string };
  /**
   * The main menu, usually navItems(table, 'main') and links to the other apps, most used first: on a
   * wide screen the first BAR_LINKS stay in the bar and the rest wait under "More".
   */
  nav?: readonly NavItem[];
  /** Right of the menu, before the theme toggle: the account menu. */
  account?: ReactNode;
  footer?: ReactNode;
  /** Default: the matched page. */
  children?: ReactNode;
}

/** One app's shell: AppShell with its brand and menus, and a progress bar while the next page loads. */
export function AppFrame({ brand, brandLink, nav = [], account, footer, children }: AppFrameProps) {
  const navigation = useNavigation();
  const brandClass = `text-lg ${FOCUS_RING}`;
  return (
    <AppShell
      top={<TopProgressBar loading={navigation.state !== 'idle'} />}
      brand={
        'to' in brandLink ? (
          <Link to={brandLink.to} className={brandClass}>
            {brand}
          </Link>
        ) : (
          <a href={brandLink.href} className={brandClass}>
            {brand}
          </a>
        )
      }
      nav={nav.length > 0 ? <HeaderNav items={nav} /> : undefined}
      right={account}
      footer={footer}
    >
      {children ?? <Outlet />}
    </AppShell>
  );
}

/** How many of the main menu's entries the wide screen's bar shows: with the account, one row at 1440 px. */
export const BAR_LINKS = 6;

/** The main menu: all of it in the phone's panel; in the bar, the first entries and "More" for the rest. */
function HeaderNav({ items }: { items: readonly NavItem[] }) {
  const placement = useHeaderPlacement();
  // "More" holding a single link would take the room of that link.
  if (placement === 'panel' || items.length <= BAR_LINKS + 1) return <NavLinks items={items} />;
  return (
    <>
      <NavLinks items={items.slice(0, BAR_LINKS)} />
      <HeaderMenu items={items.slice(BAR_LINKS)} />
    </>
  );
}

/** Menu links and submenus; the link of the current page is marked aria-current="page" (and bold). */
export function NavLinks({ items }: { items: readonly NavItem[] }) {
  return (
    <>
      {items.map((item) =>
        'items' in item ? (
          <NavSubmenu key={`menu:${item.label}`} label={item.label} items={item.items} />
        ) : (
          <MenuLink key={'to' in item ? item.to : item.href} item={item} />
        ),
      )}
    </>
  );
}
