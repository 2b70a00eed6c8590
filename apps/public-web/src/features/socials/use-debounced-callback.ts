import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `callback` once `delayMs` has passed without another `schedule()`; `cancel()` drops a
 * pending run (say, because the same work is being done right now). Unmounting cancels too.
 */
export function useDebouncedCallback(callback: () => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  }, [delayMs]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
