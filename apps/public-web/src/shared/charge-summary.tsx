import { formatCurrency, type PaymentAmounts } from '@socials/domain';

export interface ChargeLine {
  label: string;
  /** Cents; negative for what comes off (a discount, a refund). */
  cents: number;
}

export interface ChargeSummaryProps {
  amounts: PaymentAmounts;
  tierName: string;
  promoCode?: string | null;
  /** Lines after the total, e.g. refunds. */
  after?: readonly ChargeLine[];
  className?: string;
}

/** The parts of one order, in the order the total is built: ticket, discount, deposit, fees. */
export function chargeLines(amounts: PaymentAmounts, tierName: string, promoCode?: string | null): ChargeLine[] {
  return [
    { label: `Ticket: ${tierName}`, cents: amounts.ticketPrice },
    ...(amounts.discount > 0 ? [{ label: promoCode ? `Discount (${promoCode})` : 'Discount', cents: -amounts.discount }] : []),
    ...(amounts.deposit > 0 ? [{ label: 'Deposit', cents: amounts.deposit }] : []),
    ...(amounts.fees > 0 ? [{ label: 'Fees', cents: amounts.fees }] : []),
  ];
}

function Row({ label, cents, strong = false }: ChargeLine & { strong?: boolean }) {
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
      {chargeLines(amounts, tierName, promoCode).map((line) => (
        <Row key={line.label} {...line} />
      ))}
      <Row label="Total" cents={amounts.total} strong />
      {after.map((line, index) => (
        <Row key={`${line.label}-${index}`} {...line} />
      ))}
    </dl>
  );
}
