import { useLayoutEffect, type RefObject } from 'react';

const FIRST_ACTION = '[role="group"] button';

/**
 * A review that takes a social out of the list shown (approving it from the Pending queue) removes
 * the row that has the focus. The focus then goes to the next row's first action, or the previous
 * row's, or `fallback` when the list is empty, so a keyboard keeps its place in the queue.
 */
export function useFocusAfterRemoval(row: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = row.current;
    const last = fallback.current;
    return () => {
      // Layout cleanups run before React detaches the row, so its focus and neighbours are still there.
      if (!element?.contains(document.activeElement)) return;
      const neighbours = [element.nextElementSibling, element.previousElementSibling];
      setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const next = neighbours.find((neighbour) => neighbour?.isConnected)?.querySelector<HTMLElement>(FIRST_ACTION);
        (next ?? last)?.focus();
      });
    };
  }, [row, fallback]);
}
