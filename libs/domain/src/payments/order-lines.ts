import type { PaymentAmounts } from './payment.schema';

export interface OrderLine {
  label: string;
  /** Cents; negative for what comes off (a discount, a refund). */
  cents: number;
}

/** The lines of one order, in the order its total is built: ticket, discount, deposit, fees (the checkout, the receipt and its e-mail). */
export function orderLines(amounts: PaymentAmounts, tierName: string, promoCode?: string | null): OrderLine[] {
  return [
    { label: `Ticket: ${tierName}`, cents: amounts.ticketPrice },
    ...(amounts.discount > 0 ? [{ label: promoCode ? `Discount (${promoCode})` : 'Discount', cents: -amounts.discount }] : []),
    ...(amounts.deposit > 0 ? [{ label: 'Deposit', cents: amounts.deposit }] : []),
    ...(amounts.fees > 0 ? [{ label: 'Fees', cents: amounts.fees }] : []),
  ];
}
