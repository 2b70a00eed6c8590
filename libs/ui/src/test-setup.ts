/**
 * The vitest setup every React project shares (import '@socials/ui/test-setup' from a setup file):
 * jest-dom matchers, cleanup after each test, and a Testing Library wait long enough for a loaded
 * 2-core CI machine, where a page's first render can take longer than the default 1 s (vi.waitFor
 * keeps its own 1 s default: pass it { timeout: 5000 } too). The modal dialog, which apps load after
 * their first page, is loaded before the tests so that a modal opens in the render that asks for it.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadModalDialog } from './modal-stack/modal-stack';

configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

await preloadModalDialog();
