/* eslint-disable @nx/enforce-module-boundaries -- the benches drive the API's own modules in-process
   (buildApp, the database, token signing), which the tools project may otherwise not import. */
export { createAppServices } from '../../../apps/api/src/app-services';
export { buildApp } from '../../../apps/api/src/http/app';
export { loadConfig, REPO_ROOT } from '../../../apps/api/src/core/config';
export { migrateDatabase, openDatabase } from '../../../apps/api/src/core/db';
export { hostSubscriptions, rsvps, users } from '../../../apps/api/src/db/schema';
export { startSmtpSink, type SmtpSink } from '../../../apps/api/src/test/smtp-sink';
export { seedDemoData } from '../../../apps/api/src/db/seed';
export { defaultWebApps, type WebApp } from '../../../apps/api/src/http/plugins/web-apps';
export { signAccessToken } from '../../../apps/api/src/core/access-token';
export { createPostgresDatabase } from '../../../apps/api/src/test/harness';
export { sweepLapsedHolds } from '../../../apps/api/src/modules/payments';
