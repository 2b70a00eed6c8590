import { defineServerEntryConfig } from '../../tools/vite/define-app-config.ts';
import appConfig from './vite.config.ts';

// The server entry (src/entry-server.tsx) the API renders this app's public pages with.
export default defineServerEntryConfig(appConfig);
