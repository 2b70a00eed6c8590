import { useGetMyEarningsQuery } from '@socials/api-client';
import { formatCurrency, type HostEarnings } from '@socials/domain';
import { LoadError, Spinner } from '@socials/ui';

type CurrencyEarnings = HostEarnings['currencies'][number];

/** Amounts are kept in cents; a currency other than the usual USD is named by its own code. */
function money(cents: number, currency: string): string {
  if (currency === 'usd') return formatCurrency(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const ordersText = (orders: number) => (orders === 1 ? '1 paid order' : `${orders} paid orders`);

/** The host's balance: what their own socials earned, less the platform's fees and refunds. */
export function EarningsSummary() {
  const earnings = useGetMyEarningsQuery();

  let body;
  if (earnings.isLoading) body = <Spinner label="Loading your earnings…" />;
  else if (!earnings.data) body = <LoadError error={earnings.error} onRetry={earnings.refetch} />;
  else if (earnings.data.currencies.length === 0) body = <p className="text-sm text-fg-muted">No paid orders yet. Your earnings show here once a ticket sells.</p>;
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
        Payouts are sent by Stripe to your bank account after each sale. A history of those payouts is not shown here; your Stripe account
        lists them.
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
  ];
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-sm" aria-label={`Earnings in ${currency.toUpperCase()}`} role="group">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold tabular-nums">{money(figures.net, currency)}</span>
        <span className="text-fg-muted">earned from {ordersText(figures.orders)}</span>
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
        Earned is what attendees paid, less the platform&rsquo;s fees and the refunds of ticket prices and deposits (a refunded fee is the
        platform&rsquo;s, not yours).
      </p>
    </div>
  );
}
