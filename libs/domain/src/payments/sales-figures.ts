import type { PaymentAmounts, SalesFigures } from './payment.schema';
import { sumOfParts } from './refund-amount';
import type { PaymentParts } from './refund-request.schema';

/** A paid order as sales count it: what it charged, and the parts refunded so far (pending refunds included). */
export interface SoldOrder {
  amounts: Pick<PaymentAmounts, 'total' | 'discount' | 'fees'>;
  refunded: PaymentParts;
}

/**
 * The sales figures of paid orders. The host's net is what was charged, less the platform's fee,
 * less the host's parts (ticket price and deposit) that went back; a refunded fee is the
 * platform's loss, not the host's.
 */
export function salesFigures(orders: readonly SoldOrder[]): SalesFigures {
  const figures: SalesFigures = { orders: orders.length, gross: 0, discounts: 0, fees: 0, refunded: 0, net: 0 };
  for (const { amounts, refunded } of orders) {
    figures.gross += amounts.total;
    figures.discounts += amounts.discount;
    figures.fees += amounts.fees;
    figures.refunded += sumOfParts(refunded);
    figures.net += amounts.total - amounts.fees - (refunded.ticketPrice + refunded.deposit);
  }
  return figures;
}
