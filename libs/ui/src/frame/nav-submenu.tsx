import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
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
        <ul id={listId} className="mt-1 flex flex-col gap-1 rounded-md border border-border bg-surface p-2 shadow-md md:absolute md:left-0 md:z-40 md:w-72">
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

/**
 * One link of a menu: a route of this app (NavLink, aria-current on its page), an address elsewhere
 * on the site, or another site in a new tab (its name says so; the opened page gets no handle on this one).
 */
export function MenuLink({ item, className, onClick }: { item: NavLinkItem; className?: string; onClick?: () => void }) {
  if ('to' in item) {
    return (
      <NavLink to={item.to} end={item.end} className={cx(NAV_LINK, className)} onClick={onClick}>
        {item.label}
      </NavLink>
    );
  }
  return item.newTab ? (
    <a
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${item.label} (opens in a new tab)`}
      className={cx(NAV_LINK, className)}
      onClick={onClick}
    >
      {item.label}
      <span aria-hidden="true"> ↗</span>
    </a>
  ) : (
    <a href={item.href} className={cx(NAV_LINK, className)} onClick={onClick}>
      {item.label}
    </a>
  );
}
