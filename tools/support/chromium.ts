/**
 * Debian's Chromium, as its headless shell (package chromium-headless-shell): the same Chromium
 * without the desktop browser's own interface, which is what Playwright runs headless tests on when
 * it brings its own browsers (it cannot download one on these machines). The full browser's
 * headless mode starts each page with its interface too: on a 2-core machine a new page cost it
 * 0.4 s of CPU against 0.1 s for the shell, and the browser flows took 5.8 minutes against 4.7.
 * CHROMIUM_PATH=/usr/bin/chromium runs them on the full browser.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium, for Lighthouse: its figures are meant to be a visitor's browser's. */
export const CHROMIUM_BROWSER_PATH = '/usr/bin/chromium';

/** Headless without the background traffic this network refuses (see ../shared/stack-notes.md). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
