import { useSyncExternalStore } from 'react';

/** Nothing to listen to: the value differs only between a server render (and the hydration of it) and the browser afterwards. */
const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in a server render and in the browser's first render of that markup (hydration), true
 * right after: what depends on the visitor's machine (their time zone, the page's address, the
 * clock) waits for it, so the first browser render matches the server's exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const noZoneOnServer = () => null;

/** The reader's own time zone; null in a server render and while the browser hydrates it (the server cannot know it). */
export function useReaderTimeZone(): string | null {
  return useSyncExternalStore(subscribeToNothing, readerZone, noZoneOnServer);
}
