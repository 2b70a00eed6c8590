import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useGetConfigsQuery } from '@socials/api-client';
import { isPartnerKey, PARTNER_MENU_DEFAULTS, partnerMenuFor } from '@socials/domain';
import { useHydrated, type NavItem } from '@socials/ui';
import { appRoutes } from './routes';

/** `?community=<key>` on any page: a partner's own link. Empty forgets it. */
export const COMMUNITY_PARAM = 'community';
export const COMMUNITY_STORAGE_KEY = 'socials.community';

function readStoredKey(): string | null {
  try {
    return sessionStorage.getItem(COMMUNITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeKey(key: string): void {
  try {
    if (key) sessionStorage.setItem(COMMUNITY_STORAGE_KEY, key);
    else sessionStorage.removeItem(COMMUNITY_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the key holds for this page only.
  }
}

/**
 * The community the visitor is in: a partner circle's pages (its slug is the key), else the page's
 * `?community=`, else the one a partner's link brought earlier in this tab. The stored key is read
 * after hydration only: the server cannot see it, and the first render must match the server's.
 */
export function useCommunityKey(): string | null {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const fromQuery = new URLSearchParams(search).get(COMMUNITY_PARAM);
  const circleSlug = matchPath({ path: appRoutes.circle.path, end: false }, pathname)?.params.slug;

  useEffect(() => {
    if (fromQuery !== null) storeKey(fromQuery.trim());
  }, [fromQuery]);

  if (isPartnerKey(circleSlug)) return circleSlug;
  if (fromQuery !== null) return fromQuery.trim() || null;
  return hydrated ? readStoredKey() : null;
}

/**
 * The header's menu: the partner's (its website in a new tab, and Contact) while a partner's
 * community is active, else the main menu. The settings load only for a partner's visitor; until
 * they arrive, the defaults stand in.
 */
export function useHeaderNav(mainMenu: readonly NavItem[]): readonly NavItem[] {
  const key = useCommunityKey();
  const { data } = useGetConfigsQuery(undefined, { skip: !isPartnerKey(key) });
  const entries = partnerMenuFor(key, data?.partnerMenus ?? PARTNER_MENU_DEFAULTS);
  if (!entries) return mainMenu;
  return entries.map((entry) =>
    entry.kind === 'website' ? { label: entry.label, href: entry.url, newTab: true } : { label: entry.label, to: appRoutes.contact.path },
  );
}
