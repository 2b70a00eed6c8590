import { useGetMyEarningsQuery } from '@socials/api-client';
import type { HostEarnings } from '@socials/domain';
import { LoadError, Spinner } from '@socials/ui';
import { formatMoney as money } from '../format-money';

type CurrencyEarnings = HostEarnings['currencies'][number];

const ordersText = (orders: number) => (orders === 1 ? '1 paid order' : `${orders} paid orders`);

/** The host's balance: what their own socials earned (less the platform's fees and refunds), less what payouts sent. */
export function EarningsSummary() {
  const earnings = useGetMyEarningsQuery();

  let body;
  if (earnings.isLoading) body = <Spinner label="Loading your earnings…" />;
  else if (!earnings.data) body = <LoadError error={earnings.error} onRetry={earnings.refetch} />;
  else if (earnings.data.currencies.length === 0)
    body = <p className="text-sm text-fg-muted">No paid orders yet. Your earnings show here once a ticket sells.</p>;
  else
    body = (
      <div className="flex flex-col gap-3">
        {earnings.data.currencies.map((figures) => (
          <CurrencyBalance key={figures.currency} figures={figures} />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="earnings-title" className="flex flex-col gap-4">
      <h2 id="earnings-title" className="text-xl font-semibold">
        Your earnings
      </h2>
      {body}
      <p className="text-sm text-fg-muted">
        Once a social is over and its deposits are settled (when you close check-in), what it earned is sent the next day to your verified bank account in its
        currency. Refunds made after a payout are taken from the next one.
      </p>
    </section>
  );
}

function CurrencyBalance({ figures }: { figures: CurrencyEarnings }) {
  const { currency } = figures;
  const rows = [
    { label: 'Paid by attendees', value: money(figures.gross, currency) },
    { label: 'Platform fees', value: money(figures.fees, currency) },
    { label: 'Refunded to attendees', value: money(figures.refunded, currency) },
    { label: `Earned from ${ordersText(figures.orders)}`, value: money(figures.net, currency) },
    { label: 'Paid out', value: money(figures.paidOut, currency) },
    { label: 'On its way', value: money(figures.pendingPayout, currency) },
  ];
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-sm" aria-label={`Earnings in ${currency.toUpperCase()}`} role="group">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold tabular-nums">{money(figures.balance, currency)}</span> <span className="text-fg-muted">balance</span>
      </p>
      <dl className="mt-3 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-fg-muted">{row.label}</dt>
            <dd className="text-right tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-fg-muted">
        Earned is what attendees paid, less the platform&rsquo;s fees and the refunds of ticket prices and deposits (a refunded fee is the platform&rsquo;s, not
        yours). The balance is what you earned less what was paid out and what is on its way.
      </p>
    </div>
  );
}
