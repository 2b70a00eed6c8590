/**
 * The vitest setup every React project shares (import '@socials/ui/test-setup' from a setup file):
 * jest-dom matchers, cleanup after each test, and a Testing Library wait long enough for a loaded
 * 2-core CI machine, where a page's first render can take longer than the default 1 s.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
