/**
 * The vitest setup every React project shares (the first of its setupFiles):
 * jest-dom matchers, cleanup after each test, and a Testing Library wait long enough for a loaded
 * 2-core CI machine, where a page's first render can take longer than the default 1 s (vi.waitFor
 * keeps its own 1 s default: pass it { timeout: 5000 } too). The modal dialog, which apps load after
 * their first page, is loaded before the tests so that a modal opens in the render that asks for it.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadModalDialog } from './modal-stack/modal-stack';
import { toast } from './toast/toast-store';

configure({ asyncUtilTimeout: 5000 });

// Headless UI's menus watch their button's size (the header's "More" and account menus); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  // Toasts live outside React, in a store of their own: a test's toast must not show in the next test.
  toast.dismiss();
  // Each test is a new tab: what a page keeps for the tab (the RSVP step it was on) starts empty.
  sessionStorage.clear();
});

// A worker runs many test files in one jsdom (isolate: false in the apps' vitest config): each file
// starts from an empty page, storage and address, as it would in a fresh environment.
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
document.documentElement.removeAttribute('class');
document.documentElement.removeAttribute('style');
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

await preloadModalDialog();
