import type { ComponentType } from 'react';

/** Who may open a page: anyone, a signed-in user, or staff. */
export type RouteAccess = 'public' | 'user' | 'admin';

/**
 * A link of the header's menus: `to` inside the app, `href` elsewhere on the site (another app), or
 * with `newTab` another site, opened in a new tab.
 */
export type NavLinkItem = { label: string; to: string; end?: boolean } | { label: string; href: string; newTab?: boolean };

/** A menu entry: a link, or a submenu of links that opens under its name. */
export type NavItem = NavLinkItem | { label: string; items: readonly NavLinkItem[] };

export interface AppRouteEntry {
  /** The route's pattern inside the app ('/socials/:slug'); '*' for the page of unknown addresses. */
  path: string;
  /** Names the browser tab unless the page names it better (useDocumentTitle), and labels its menu link. */
  title: string;
  access: RouteAccess;
  /** Loads the page on demand; a function, so that reading the table loads no page. */
  lazy: () => Promise<{ Component: ComponentType }>;
  /** 'bare' pages bring their own <main> (sign-in, account settings): a plain header, not the app's shell. */
  layout?: 'shell' | 'bare';
  /** Listed in the header: the main menu, or next to the account's name. `end`: bold only on this exact path. */
  nav?: { menu: 'main' | 'account'; end?: boolean };
  /** The app's start page: '/' (when no page has it) and unknown addresses lead here. */
  home?: boolean;
  /**
   * The addresses the accessibility suite opens for this page, when the pattern alone does not say
   * enough (a query that shows another state); ":name" parts get the suite's demo values.
   */
  checkedAt?: readonly string[];
}

/** Every page of an app, by name: it builds the router, the menus and the accessibility suite's list. */
export type RouteTable = Readonly<Record<string, AppRouteEntry>>;

/** The table's patterns by name, for links: `paths.socials`. */
export function routePaths<T extends RouteTable>(table: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, entry.path])) as { [K in keyof T]: string };
}

/** The links of one header menu, in table order. */
export function navItems(table: RouteTable, menu: 'main' | 'account'): NavItem[] {
  return Object.values(table)
    .filter((entry) => entry.nav?.menu === menu)
    .map((entry) => ({ label: entry.title, to: entry.path, end: entry.nav?.end }));
}

/** A pattern with its ":name" parts filled in and encoded: fillPath('/socials/:id/edit', { id }) */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for ":${name}" in ${pattern}`);
    return encodeURIComponent(value);
  });
}
