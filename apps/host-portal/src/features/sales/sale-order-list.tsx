import { formatCurrency, formatZonedTimestamp, refundStateOf, SALE_ORDERS_SHOWN, type RefundState, type SaleOrder } from '@socials/domain';

export interface SaleOrderListProps {
  orders: readonly SaleOrder[];
  moreOrders: boolean;
  /** The social's time zone: order dates are shown in it. */
  timezone: string;
  title: string;
}

const CELL = 'px-3 py-2 whitespace-nowrap';
const MONEY_CELL = `${CELL} text-right tabular-nums`;

const REFUND_STATES: Readonly<Record<RefundState, string>> = { NONE: 'Paid', PARTIAL: 'Partly refunded', FULL: 'Refunded' };

function orderState(order: SaleOrder): string {
  if (order.status === 'AUTHORIZED') return 'Card held';
  return REFUND_STATES[refundStateOf({ refunded: order.refunded, total: order.amount })];
}

/** The orders of a social, newest first: who bought which tier, for how much, and what went back. */
export function SaleOrderList({ orders, moreOrders, timezone, title }: SaleOrderListProps) {
  return (
    <section aria-labelledby="sale-orders-heading" className="flex flex-col gap-3">
      <h2 id="sale-orders-heading" className="text-xl font-semibold">
        Orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-fg-muted">No orders yet. Paid tickets and cards held for your approval show here.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">Orders of {title}, newest first</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Buyer
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Tier
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Promo code
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Refunded
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Date
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.paymentId} className="border-t border-border">
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {order.buyerName}
                  </th>
                  <td className={CELL}>{order.tierName}</td>
                  <td className={MONEY_CELL}>{formatCurrency(order.amount)}</td>
                  <td className={CELL}>{order.promoCode ?? '—'}</td>
                  <td className={MONEY_CELL}>{order.refunded > 0 ? formatCurrency(order.refunded) : '—'}</td>
                  <td className={CELL}>{orderState(order)}</td>
                  <td className={`${CELL} tabular-nums`}>{formatZonedTimestamp(order.orderedAt, timezone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="border-t border-border px-3 py-2 text-xs text-fg-muted">
            {moreOrders ? `The ${SALE_ORDERS_SHOWN} newest orders are shown. ` : ''}A held card is charged when you approve the guest. Dates are in the
            social&rsquo;s time zone.
          </p>
        </div>
      )}
    </section>
  );
}
