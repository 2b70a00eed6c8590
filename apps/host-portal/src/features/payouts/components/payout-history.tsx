import { useState, type ReactNode } from 'react';
import { useGetMyPayoutsQuery } from '@socials/api-client';
import type { Payout, PayoutStatus } from '@socials/domain';
import { Badge, Button, LoadError, Spinner, type BadgeTone } from '@socials/ui';
import { formatIsoDay, formatMoney } from '../format-money';

const PAGE_SIZE = 20;

const CELL = 'px-3 py-2 align-top';

const STATUS_BADGES: Readonly<Record<PayoutStatus, { label: string; tone: BadgeTone }>> = {
  PENDING: { label: 'On its way', tone: 'warning' },
  PAID: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

const sentOn = (payout: Payout) => formatIsoDay(new Date(payout.createdAt).toISOString().slice(0, 10));

/** The payouts sent to the host's bank accounts, newest first, with "Load more" for older ones. */
export function PayoutHistory() {
  // One entry per loaded page: undefined is the first, then each page's lastEvaluatedKey.
  const [pageKeys, setPageKeys] = useState<(string | undefined)[]>([undefined]);
  const first = useGetMyPayoutsQuery({ limit: PAGE_SIZE });

  let body;
  if (first.isLoading) body = <Spinner label="Loading your payouts…" />;
  else if (!first.data) body = <LoadError error={first.error} onRetry={first.refetch} />;
  else if (first.data.data.length === 0)
    body = (
      <p className="text-sm text-fg-muted">No payouts yet. They show here once a social of yours is over and its earnings are sent to your bank account.</p>
    );
  else
    body = (
      <div className="overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">Your payouts, newest first</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Bank account
              </th>
            </tr>
          </thead>
          <tbody>
            {pageKeys.map((key, index) => (
              <PayoutRows
                key={key ?? 'first'}
                startKey={key}
                onMore={index === pageKeys.length - 1 ? (next) => setPageKeys((keys) => [...keys, next]) : null}
              />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby="payout-history-title" className="flex flex-col gap-4">
      <h2 id="payout-history-title" className="text-xl font-semibold">
        Payout history
      </h2>
      {body}
    </section>
  );
}

interface PayoutRowsProps {
  startKey: string | undefined;
  /** Set on the last loaded page: shows "Load more" when there is a next page. */
  onMore: ((nextKey: string) => void) | null;
}

function PayoutRows({ startKey, onMore }: PayoutRowsProps) {
  const { data, error, isLoading, refetch } = useGetMyPayoutsQuery({ limit: PAGE_SIZE, ...(startKey ? { exclusiveStartKey: startKey } : {}) });
  const fullRow = (content: ReactNode) => (
    <tr className="border-t border-border">
      <td colSpan={4} className={CELL}>
        {content}
      </td>
    </tr>
  );
  if (isLoading) return fullRow(<Spinner label="Loading more payouts…" />);
  if (error) return fullRow(<LoadError error={error} onRetry={refetch} />);
  const nextKey = data?.meta.lastEvaluatedKey ?? null;
  return (
    <>
      {data?.data.map((payout) => (
        <PayoutRow key={payout.id} payout={payout} />
      ))}
      {onMore && nextKey
        ? fullRow(
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => onMore(nextKey)}>
                Load older payouts
              </Button>
            </div>,
          )
        : null}
    </>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const status = STATUS_BADGES[payout.status];
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${CELL} whitespace-nowrap text-left font-medium tabular-nums`}>
        <time dateTime={new Date(payout.createdAt).toISOString()}>{sentOn(payout)}</time>
      </th>
      <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatMoney(payout.amount, payout.currency)}</td>
      <td className={CELL}>
        <Badge tone={status.tone}>{status.label}</Badge>
        {payout.arrivalDate && payout.status !== 'FAILED' ? (
          <span className="mt-1 block text-xs text-fg-muted">
            {payout.status === 'PAID' ? 'Arrived' : 'Expected by'} {formatIsoDay(payout.arrivalDate)}
          </span>
        ) : null}
        {payout.status === 'FAILED' ? (
          <span className="mt-1 block text-xs text-fg-muted">{payout.failureMessage ?? 'The bank did not take it.'} The amount is back in your balance.</span>
        ) : null}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <span aria-label={`ending in ${payout.bankAccountLast4}`}>••••{payout.bankAccountLast4}</span>
      </td>
    </tr>
  );
}
