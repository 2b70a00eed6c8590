import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db';

/**
 * Keeps every process that sends through one provider under its rate (messages per second) by
 * handing out send times from one row per provider: a caller reserves `count` consecutive slots and
 * gets the time of its first; slot i is at first + i / perSecond. Two workers reserve disjoint
 * slots, so together they never exceed the rate. perSecond 0: no limit (no reservation).
 */
export async function reserveSendSlots(db: DbOrTx, provider: string, count: number, perSecond: number, now = new Date()): Promise<Date> {
  if (perSecond <= 0 || count <= 0) return now;
  const seconds = count / perSecond;
  const result = await db.execute(sql`
    insert into send_pacing (provider, next_at) values (${provider}, ${now.toISOString()}::timestamptz + make_interval(secs => ${seconds}))
    on conflict (provider) do update
      set next_at = greatest(send_pacing.next_at, ${now.toISOString()}::timestamptz) + make_interval(secs => ${seconds})
    returning next_at - make_interval(secs => ${seconds}) as first`);
  return new Date((result as unknown as { rows: { first: string | Date }[] }).rows[0]!.first);
}

/** Waits until the slot's time (no wait when it has come). */
export async function waitForSlot(at: Date): Promise<void> {
  const delay = at.getTime() - Date.now();
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
