import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { NAV_LINK } from './link-styles';
import { MenuLink } from './nav-submenu';
import type { NavItem, NavLinkItem } from './route-table';

export interface MoreMenuProps {
  items: readonly NavItem[];
  /** What the button shows (its accessible name): "More", or the user's photo and name. */
  label?: ReactNode;
  /** Buttons after the links, e.g. Sign out. */
  actions?: readonly { label: string; onSelect: () => void }[];
}

/** Style of one entry of a header's drop-down menu; the entry under the pointer or the arrow keys is shaded. */
export const MENU_ENTRY = 'block rounded-sm px-2 py-1.5 text-fg-muted data-focus:bg-surface-muted data-focus:text-fg';

/** The panel under a header's menu button, on top of the page. */
export const MENU_PANEL = 'z-40 w-64 rounded-md border border-border bg-surface p-2 text-sm shadow-md [--anchor-gap:0.25rem] focus:outline-none';

/**
 * The wide screen's links that do not fit in one row of the header: a menu button opening them (arrow
 * keys move, Enter follows, Escape closes with focus back on the button); a submenu's links come under its name.
 */
export function MoreMenu({ items, label = 'More', actions = [] }: MoreMenuProps) {
  return (
    <Menu>
      <MenuButton className={cx('inline-flex cursor-pointer items-center gap-1', NAV_LINK)}>
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={MENU_PANEL}>
        {items.map((item) =>
          'items' in item ? (
            <MenuSection key={`menu:${item.label}`} className="border-t border-border pt-1 first:border-t-0 first:pt-0">
              <MenuHeading className="px-2 py-1 text-xs font-semibold text-fg">{item.label}</MenuHeading>
              {item.items.map((link) => (
                <MoreMenuLink key={linkKey(link)} item={link} />
              ))}
            </MenuSection>
          ) : (
            <MoreMenuLink key={linkKey(item)} item={item} />
          ),
        )}
        {actions.length > 0 ? <MenuSeparator className="my-1 h-px bg-border" /> : null}
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button type="button" onClick={action.onSelect} className={`w-full cursor-pointer text-left ${MENU_ENTRY}`}>
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

function MoreMenuLink({ item }: { item: NavLinkItem }) {
  return (
    <MenuItem>
      <MenuLink item={item} className={MENU_ENTRY} />
    </MenuItem>
  );
}

function linkKey(item: NavLinkItem): string {
  return 'to' in item ? item.to : item.href;
}
