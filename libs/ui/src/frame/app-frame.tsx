import type { ReactNode } from 'react';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { AppShell } from '../app-shell/app-shell';
import { TopProgressBar } from '../app-shell/top-progress-bar';
import { FOCUS_RING } from './link-styles';
import { MenuLink, NavSubmenu } from './nav-submenu';
import type { NavItem } from './route-table';

export interface AppFrameProps {
  /** The product's name; it links home. */
  brand: ReactNode;
  /** Where the brand leads: `to` inside the app, `href` elsewhere on the site. */
  brandLink: { to: string } | { href: string };
  /** The main menu, usually navItems(table, 'main') and links to the other apps. */
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
      nav={nav.length > 0 ? <NavLinks items={nav} /> : undefined}
      right={account}
      footer={footer}
    >
      {children ?? <Outlet />}
    </AppShell>
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
