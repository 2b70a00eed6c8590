import { useId, useRef, useState, type AnchorHTMLAttributes, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { cx } from '../internal/cx';
import { NAV_LINK } from './link-styles';
import type { NavLinkItem } from './route-table';

export interface NavSubmenuProps {
  label: string;
  items: readonly NavLinkItem[];
}

/**
 * A submenu of the header's menu: a disclosure button and the list of its links under it (over the
 * page on wide screens, in the flow of the phone's menu panel). Escape closes it and focus goes back
 * to the button; so do choosing a link and moving focus out of it.
 */
export function NavSubmenu({ label, items }: NavSubmenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      // The phone's menu panel closes on Escape too: this Escape is the submenu's.
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cx('inline-flex cursor-pointer items-center gap-1', NAV_LINK)}
      >
        {label}
        <span aria-hidden="true" className={cx('text-xs transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </button>
      {open ? (
        <ul id={listId} className="mt-1 flex flex-col gap-1 rounded-md border border-border bg-surface p-2 shadow-md lg:absolute lg:left-0 lg:z-40 lg:w-72">
          {items.map((item) => (
            <li key={'to' in item ? item.to : item.href}>
              <MenuLink item={item} className="block px-2 py-1.5" onClick={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The attributes a menu (Headless UI's MenuItem) gives its entry pass on to the link. */
export type MenuLinkProps = { item: NavLinkItem; className?: string; ref?: Ref<HTMLAnchorElement> } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'className' | 'children'
>;

/**
 * One link of a menu: a route of this app (NavLink, aria-current on its page), an address elsewhere
 * on the site, or another site in a new tab (its name says so; the opened page gets no handle on this one).
 */
export function MenuLink({ item, className, ...rest }: MenuLinkProps) {
  if ('to' in item) {
    return (
      <NavLink {...rest} to={item.to} end={item.end} className={cx(NAV_LINK, className)}>
        {item.label}
      </NavLink>
    );
  }
  return item.newTab ? (
    <a
      {...rest}
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${item.label} (opens in a new tab)`}
      className={cx(NAV_LINK, className)}
    >
      {item.label}
      <span aria-hidden="true"> ↗</span>
    </a>
  ) : (
    <a {...rest} href={item.href} className={cx(NAV_LINK, className)}>
      {item.label}
    </a>
  );
}
