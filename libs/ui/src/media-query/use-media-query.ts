import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below Tailwind's md breakpoint (48rem): phones, where the header folds its menu away and wide
 * tables give way to cards. Tailwind's own md: classes switch at the same width.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99rem)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether the media query matches now; re-renders when that changes. False where nothing can
 * match (no window.matchMedia, as in jsdom): the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * For layouts that differ in structure, not only in style (a table on wide screens, cards on a
 * phone), where rendering both and hiding one with CSS would put every control in the page twice.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
