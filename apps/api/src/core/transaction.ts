import type { Db, DbOrTx, Tx } from './db';

type Callback = () => void | Promise<void>;

/** Work to do once a transaction has committed, by transaction (nested savepoints share their outermost one). */
const pending = new WeakMap<object, Callback[]>();

/**
 * Runs `work` in a transaction and, once it has committed, the callbacks it registered with
 * afterCommit. Inside a transaction already under way it opens a savepoint and the callbacks wait
 * for the outer commit. Durable side effects (mail, refunds, outbound calls) are jobs enqueued in
 * the transaction instead: afterCommit is for what may be lost with the process (notifications).
 */
export async function withTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = pending.get(db);
  if (outer) {
    return db.transaction(async (tx) => {
      pending.set(tx, outer);
      return work(tx);
    });
  }
  const callbacks: Callback[] = [];
  const result = await db.transaction(async (tx) => {
    pending.set(tx, callbacks);
    return work(tx);
  });
  for (const callback of callbacks) await callback();
  return result;
}

/** Runs `callback` after the transaction `tx` commits (never, if it rolls back); at once outside a transaction. */
export async function afterCommit(tx: DbOrTx, callback: Callback): Promise<void> {
  const callbacks = pending.get(tx);
  if (callbacks) callbacks.push(callback);
  else await callback();
}

/** For repositories that need a transaction of their own when handed the bare database. */
export function isInTransaction(db: DbOrTx): boolean {
  return pending.has(db);
}

export type { Db, DbOrTx, Tx };
