import type { PageQuery, Paged, Payout } from '@socials/domain';
import type { Db } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import type { Caller } from '../../core/caller';
import { listPayoutPage, type PayoutWithAccount } from './payouts.repo';

function toPayout({ payout, account }: PayoutWithAccount): Payout {
  return {
    id: payout.id,
    amount: payout.amountCents,
    currency: payout.currency,
    status: payout.status,
    bankAccountLast4: account.last4,
    periodStart: payout.periodStart,
    periodEnd: payout.periodEnd,
    arrivalDate: payout.arrivalDate,
    failureMessage: payout.failureMessage,
    createdAt: payout.createdAt.getTime(),
  };
}

/** GET /payments/payouts: the caller's own payouts, newest first, a page at a time. */
export async function listMyPayouts(db: Db, viewer: Caller, query: PageQuery): Promise<Paged<Payout>> {
  const rows = await listPayoutPage(db, viewer.userId, decodeCursor(query.exclusiveStartKey), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]?.payout;
  return {
    data: page.map(toPayout),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null },
  };
}
