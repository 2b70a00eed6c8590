import { buildApp } from './http/app';
import { loadConfig, REPO_ROOT } from './core/config';
import { migrateDatabase, openDatabase } from './core/db';
import { seedDemoData } from './db/seed';
import { createMailer } from './core/mail';
import { createPaymentProvider } from './modules/payments';
import { defaultWebApps } from './http/plugins/web-apps';
import { sweepLapsedHolds } from './modules/payments';

/** How often lapsed checkout holds are swept up (each seat decision also releases its social's). */
const HOLD_SWEEP_INTERVAL_MS = 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database.db, database.kind, config.databaseUrl);
  await seedDemoData(database.db, config);

  const mailer = createMailer(config, database.db);
  const payments = createPaymentProvider(config);
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    payments,
    webApps: { apps: defaultWebApps(REPO_ROOT), conferenceHost: config.conferenceHost },
  });
  const holdSweep = setInterval(() => {
    sweepLapsedHolds({ db: database.db, config, mailer, payments, log: app.log }).catch((err: unknown) => app.log.error({ err }, 'Sweeping lapsed checkout holds failed'));
  }, HOLD_SWEEP_INTERVAL_MS);
  holdSweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(holdSweep);
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
  app.log.info({ database: database.kind, publicUrl: config.publicUrl, payments: payments?.name ?? 'off' }, 'Socials API ready');
}

main().catch((err: unknown) => {
  console.error('Socials API failed to start:', err);
  process.exit(1);
});
