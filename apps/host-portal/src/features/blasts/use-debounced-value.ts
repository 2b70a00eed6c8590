import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: live counts and previews ask the server once per pause in typing. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}
