import { formatCurrency, orderLines, type OrderLine, type PaymentAmounts } from '@socials/domain';

export interface ChargeSummaryProps {
  amounts: PaymentAmounts;
  tierName: string;
  promoCode?: string | null;
  /** Lines after the total, e.g. refunds. */
  after?: readonly OrderLine[];
  className?: string;
}

function Row({ label, cents, strong = false }: OrderLine & { strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-border pt-2 font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCurrency(cents)}</dd>
    </div>
  );
}

/** An order's lines and total, as the checkout and the receipt show them. */
export function ChargeSummary({ amounts, tierName, promoCode, after = [], className }: ChargeSummaryProps) {
  return (
    <dl className={`flex flex-col text-sm ${className ?? ''}`}>
      {orderLines(amounts, tierName, promoCode).map((line) => (
        <Row key={line.label} {...line} />
      ))}
      <Row label="Total" cents={amounts.total} strong />
      {after.map((line, index) => (
        <Row key={`${line.label}-${index}`} {...line} />
      ))}
    </dl>
  );
}
