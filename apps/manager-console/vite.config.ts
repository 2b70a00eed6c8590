import { defineAppConfig } from '../../tools/vite/define-app-config.ts';

// The API serves the built app under /manager/ on its own port; in development Vite proxies /api to it.
export default defineAppConfig({ base: '/manager/', devPort: 4202 });
