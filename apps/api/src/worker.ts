import pino from 'pino';
import { createAppServices } from './app-services';
import { loadConfig } from './core/config';
import { migrateDatabase, openDatabase } from './core/db';
import { DIGEST_SWEEP_INTERVAL_MS, sendRsvpDigests } from './modules/notifications';

/**
 * `npm run worker`: the job workers alone, without HTTP (any number of them, beside any number of
 * API instances started with RUN_WORKERS=false). Needs DATABASE_URL: the embedded database belongs
 * to one process, which runs its workers itself.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { component: 'worker' } });
  if (!config.databaseUrl) throw new Error('npm run worker needs DATABASE_URL: with the embedded database, `npm start` runs the workers');
  const database = await openDatabase(config);
  // The migrations' advisory lock belongs to one session, which a transaction-mode pooler does not
  // keep: they take the direct connection when one is given.
  await migrateDatabase(database.db, database.kind, config.databaseListenUrl ?? config.databaseUrl);
  const services = await createAppServices(config, database);
  await services.jobs.startWorkers({ drainBacklogs: true });
  // Idempotent: the API processes and every worker may sweep, a host still gets one digest a day.
  const digestSweep = setInterval(() => {
    sendRsvpDigests(services).catch((err: unknown) => log.error({ err }, 'Sending the daily RSVP digests failed'));
  }, DIGEST_SWEEP_INTERVAL_MS);
  digestSweep.unref();
  log.info('Socials worker ready');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing the jobs under way');
    clearInterval(digestSweep);
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

main().catch((err: unknown) => {
  console.error('Socials worker failed to start:', err);
  process.exit(1);
});
