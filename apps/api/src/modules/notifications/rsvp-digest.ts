import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import { enqueueKeyedMail, rsvpDigestMail } from './notifications.mail';
import { claimDigestItems, findUserContact, listDigestLines, listHostsWithUndigestedItems } from './notifications.repo';

export interface DigestDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
}

/** How often the server and the workers look for digests to send: the first look after midnight UTC sends the day's. */
export const DIGEST_SWEEP_INTERVAL_MS = 15 * 60_000;

/** Midnight UTC at the start of `now`'s day: a digest covers what came in before it. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The daily digest: each host who chose it gets one mail listing the RSVPs submitted since their
 * last digest and before today (UTC) began. Run often (the server and each worker do, every
 * quarter hour): the first run after midnight sends, later ones find nothing left. Each host's
 * items are claimed for the day in one UPDATE and the mail is keyed by host and day, in the same
 * transaction, so two sweeps at once never send a host two digests for a window. Returns how many
 * digests were sent.
 */
export async function sendRsvpDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const before = startOfUtcDay(now);
  const day = before.toISOString().slice(0, 10);
  let sent = 0;
  for (const hostId of await listHostsWithUndigestedItems(deps.db, before)) {
    await withTransaction(deps.db, async (tx) => {
      const rsvpIds = await claimDigestItems(tx, hostId, day, before);
      const host = await findUserContact(tx, hostId);
      const lines = await listDigestLines(tx, rsvpIds);
      if (!host || lines.length === 0) return;
      await enqueueKeyedMail(tx, deps.jobs, `rsvp-digest:${hostId}:${day}`, rsvpDigestMail(host, lines, deps.config));
      sent += 1;
    });
  }
  return sent;
}
