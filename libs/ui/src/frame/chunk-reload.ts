/** What browsers and bundlers say when a page's code is gone, typically after a deployment replaced it. */
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chrome
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGES.some((message) => error.message.includes(message));
}

export const CHUNK_RELOAD_STORAGE_KEY = 'socials.chunk-reload';

/**
 * A reload fetches the new deployment's code, but when the code is missing for another reason a
 * reload would fail again: one automatic reload per ten minutes, so the page never loops, and a
 * later deployment in the same tab still recovers by itself.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 10 * 60 * 1000;

/** True when this tab may reload on its own now; it then records the attempt. */
export function claimChunkReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    // Without storage the attempt cannot be remembered: no automatic reload, which could loop.
    return false;
  }
}

/** An object so that tests can spy on it: jsdom cannot reload. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
