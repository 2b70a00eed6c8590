import { defineAppConfig } from '../../tools/vite/define-app-config.ts';

// The API serves the built app under / on its own port; in development Vite proxies /api to it.
export default defineAppConfig({ base: '/', devPort: 4200 });
