/* eslint-disable @nx/enforce-module-boundaries -- the benches drive the API's own modules in-process
   (buildApp, the database, token signing), which the tools project may otherwise not import. */
export { buildApp } from '../../../apps/api/src/app';
export { loadConfig, REPO_ROOT } from '../../../apps/api/src/config';
export { migrateDatabase, openDatabase } from '../../../apps/api/src/db/client';
export { users } from '../../../apps/api/src/db/schema';
export { seedDemoData } from '../../../apps/api/src/db/seed';
export { defaultWebApps, type WebApp } from '../../../apps/api/src/plugins/web-apps';
export { signAccessToken } from '../../../apps/api/src/routes/auth/access-token';
export { createPostgresDatabase } from '../../../apps/api/src/test/harness';
