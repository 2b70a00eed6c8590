import { createAppServices } from './app-services';
import { loadConfig, REPO_ROOT } from './core/config';
import { migrateDatabase, openDatabase } from './core/db';
import { seedDemoData } from './db/seed';
import { buildApp } from './http/app';
import { defaultWebApps } from './http/plugins/web-apps';
import { createDrainState, shutDownGracefully } from './http/graceful-shutdown';
import { releaseLapsedCardHolds, sweepLapsedHolds, sweepPayouts } from './modules/payments';
import { DIGEST_SWEEP_INTERVAL_MS, sendRsvpDigests } from './modules/notifications';
import { sweepCircleMemberships } from './modules/memberships';

/** How often lapsed checkout holds are swept up (each seat decision also releases its social's). */
const HOLD_SWEEP_INTERVAL_MS = 60_000;
/**
 * How often hosts are paid what their ended socials earned. Each sweep pays for the socials over by
 * the start of its UTC day, once per host, currency and day, so sweeping every hour only catches up
 * after a restart or a failure and never pays twice.
 */
const PAYOUT_SWEEP_INTERVAL_MS = 60 * 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The migrations' advisory lock belongs to one session, which a transaction-mode pooler does not
  // keep: they take the direct connection when one is given.
  await migrateDatabase(database.db, database.kind, config.databaseListenUrl ?? config.databaseUrl);
  await seedDemoData(database.db, config);

  const services = await createAppServices(config, database);
  const drain = createDrainState();
  const app = await buildApp(services, { drain, webApps: { apps: defaultWebApps(REPO_ROOT), conferenceHost: config.conferenceHost } });
  if (config.jobs.runWorkers) await services.jobs.startWorkers();
  const holdSweep = setInterval(() => {
    sweepLapsedHolds({ ...services, log: app.log }).catch((err: unknown) => app.log.error({ err }, 'Sweeping lapsed checkout holds failed'));
    releaseLapsedCardHolds({ ...services, log: app.log }).catch((err: unknown) => app.log.error({ err }, 'Releasing lapsed card holds failed'));
    sweepCircleMemberships({ ...services, log: app.log }).catch((err: unknown) => app.log.error({ err }, 'Renewing and ending circle memberships failed'));
  }, HOLD_SWEEP_INTERVAL_MS);
  holdSweep.unref();
  const payoutSweep = setInterval(() => {
    sweepPayouts({ ...services, log: app.log }).catch((err: unknown) => app.log.error({ err }, 'Sweeping host payouts failed'));
  }, PAYOUT_SWEEP_INTERVAL_MS);
  payoutSweep.unref();
  const digestSweep = setInterval(() => {
    sendRsvpDigests(services).catch((err: unknown) => app.log.error({ err }, 'Sending the daily RSVP digests failed'));
  }, DIGEST_SWEEP_INTERVAL_MS);
  digestSweep.unref();

  shutDownGracefully(app, {
    state: drain,
    log: app.log,
    graceMs: config.shutdownGraceMs,
    beforeClose: () => {
      clearInterval(holdSweep);
      clearInterval(payoutSweep);
      clearInterval(digestSweep);
    },
    afterClose: async () => {
      await services.jobs.stop();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, publicUrl: config.publicUrl, payments: services.payments?.name ?? 'off', workers: config.jobs.runWorkers },
    'Socials API ready',
  );
}

main().catch((err: unknown) => {
  console.error('Socials API failed to start:', err);
  process.exit(1);
});
