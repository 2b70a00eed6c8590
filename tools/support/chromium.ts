/** Debian's Chromium: Playwright and Lighthouse cannot download a browser on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
