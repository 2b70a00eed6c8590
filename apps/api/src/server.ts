import { buildApp } from './app';
import { loadConfig, REPO_ROOT } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { defaultWebApps } from './plugins/web-apps';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database.db, database.kind, config.databaseUrl);
  await seedDemoData(database.db, config);

  const app = await buildApp({
    config,
    db: database.db,
    webApps: { apps: defaultWebApps(REPO_ROOT), conferenceHost: config.conferenceHost },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, publicUrl: config.publicUrl }, 'Socials API ready');
}

main().catch((err: unknown) => {
  console.error('Socials API failed to start:', err);
  process.exit(1);
});
