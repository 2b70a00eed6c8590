import { defineJob, type ModuleJobs } from '../../core/jobs';
import type { Config } from '../../core/config';
import type { Mailer } from '../../core/mail';
import { reserveSendSlots, waitForSlot } from '../../core/pacing';
import { SmsRefusedError, type SmsSender } from '../../core/sms';
import { withTransaction } from '../../core/transaction';
import { blastMail, blastSms } from './blast-message';
import { audienceSourceOf, loadBlastContext } from './blast-audience';
import { finishBlastIfDone, findBlast, insertRecipients, listUnsentRecipients, lockBlast, recordDelivery, updateBlast } from './blasts.repo';

interface DeliveryDeps {
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
}

/** Recipients one delivery job sends to; a retry resends only those of its batch not yet sent. */
export const DELIVERY_BATCH_SIZE = 50;
/** Messages one delivery job has in flight at once (the SMTP pool's connections). */
export const SENDS_IN_FLIGHT = 5;
/** Tries per recipient before they are marked FAILED (a refusal fails at once). */
export const MAX_DELIVERY_ATTEMPTS = 3;

/**
 * A blast's time has come: fix its recipients (the audience as it is now, less those who opted out
 * or have no address for the channel) and queue their delivery in batches. A blast that was
 * cancelled, already went out, or was moved to another time (the move queued its own) is left alone.
 */
export const dispatchBlast = defineJob<{ blastId: string; scheduledAt: number }, DeliveryDeps>({
  name: 'blasts.dispatch',
  async run({ blastId, scheduledAt }, { db, jobs }) {
    await withTransaction(db, async (tx) => {
      const blast = await lockBlast(tx, blastId);
      if (!blast || blast.status !== 'SCHEDULED' || blast.scheduledAt?.getTime() !== scheduledAt) return;
      const total = await insertRecipients(tx, blast, audienceSourceOf(blast));
      await updateBlast(tx, blast.id, { status: 'SENDING', startedAt: new Date() });
      for (let from = 1; from <= total; from += DELIVERY_BATCH_SIZE) {
        const to = Math.min(total, from + DELIVERY_BATCH_SIZE - 1);
        await jobs.enqueue(tx, deliverBlastBatch, { blastId, from, to }, { key: `blasts.deliver:${blastId}:${from}` });
      }
      await finishBlastIfDone(tx, blast.id);
    });
  },
});

/**
 * Sends one batch, SENDS_IN_FLIGHT at a time: each recipient still in progress gets their message,
 * keyed by blast and person (the outbox keeps one per key; SMTP gets a Message-ID made from it), and
 * is marked SENT right after. A worker killed in the middle leaves the batch to a retry that sends only the unsent.
 * Failures are retried with the job's backoff, up to MAX_DELIVERY_ATTEMPTS, then FAILED.
 */
export const deliverBlastBatch = defineJob<{ blastId: string; from: number; to: number }, DeliveryDeps>({
  name: 'blasts.deliver',
  retryLimit: MAX_DELIVERY_ATTEMPTS + 2,
  async run({ blastId, from, to }, { db, deps, log }) {
    const blast = await findBlast(db, blastId);
    if (!blast || blast.status !== 'SENDING') return;
    const context = await loadBlastContext(db, blast);
    const pending = await listUnsentRecipients(db, blastId, from, to);
    const { provider, perSecond } = pacingOf(deps, blast.channel);
    const firstSlot = await reserveSendSlots(db, provider, pending.length, perSecond);
    const text = { channel: blast.channel, subject: blast.subject, body: blast.body };
    let someToRetry = false;
    const deliver = async (recipient: (typeof pending)[number], index: number) => {
      if (perSecond > 0) await waitForSlot(new Date(firstSlot.getTime() + (index * 1000) / perSecond));
      const key = `blast:${blastId}:${recipient.userId}`;
      try {
        const providerMessageId =
          blast.channel === 'EMAIL'
            ? (await deps.mailer.send(blastMail(deps.config, context, text, recipient), { key }), null)
            : (await deps.sms.send(blastSms(deps.config, context, text, recipient), { key })).providerMessageId;
        await recordDelivery(db, recipient.id, { status: 'SENT', providerMessageId });
      } catch (error) {
        const failed = isRefusal(error) || recipient.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
        log.warn({ err: error, blastId, userId: recipient.userId, failed }, 'blast delivery failed');
        await recordDelivery(db, recipient.id, { status: failed ? 'FAILED' : 'INPROGRESS', error: describeError(error) });
        someToRetry ||= !failed;
      }
    };
    await forEachWithConcurrency(pending, SENDS_IN_FLIGHT, deliver);
    await finishBlastIfDone(db, blastId);
    if (someToRetry) throw new Error(`Blast ${blastId}: recipients ${from}–${to} not all delivered; retrying`);
  },
});

/** Runs `work` on every item, at most `limit` at a time, each with its index. */
async function forEachWithConcurrency<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Which provider a channel uses and its rate; the outbox (no provider) is not paced. */
function pacingOf(deps: DeliveryDeps, channel: 'EMAIL' | 'SMS'): { provider: string; perSecond: number } {
  if (channel === 'EMAIL') return { provider: 'smtp', perSecond: deps.config.smtpUrl ? deps.config.blasts.emailsPerSecond : 0 };
  return { provider: 'twilio', perSecond: deps.sms.provider === 'TWILIO' ? deps.config.blasts.smsPerSecond : 0 };
}

/** This message can never be delivered: the SMS provider refused it, or the mail server answered 5xx for it. */
function isRefusal(error: unknown): boolean {
  if (error instanceof SmsRefusedError) return true;
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export const blastsJobs: ModuleJobs = { jobs: [dispatchBlast, deliverBlastBatch] };
