import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The CI machine has 2 cores shared by many processes: the first render of a page (transforms,
// lazy modules) can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
