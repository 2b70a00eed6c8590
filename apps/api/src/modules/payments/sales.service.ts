import {
  getDisplayName,
  type HostEarnings,
  payoutBalance,
  payoutTotals,
  remainingRefundable,
  SALE_ORDERS_SHOWN,
  salesFigures,
  sumOfParts,
  type PaymentDetail,
  type SaleOrder,
  type SalesFigures,
  type TicketSales,
  type Transaction,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import type { Caller } from '../../core/caller';
import { findVisibleSocial, listTiersByPosition, requireSocialManager } from '../socials';
import { listDisputesOfPayment } from './payment-disputes.repo';
import { findRsvpOfSocial } from '../rsvps';
import { amountsOf, paidParts, refundedParts, toDispute, toPayment, toRefund } from './payment-views';
import {
  listPaidPaymentsOfOwner,
  listPaymentsOfRsvp,
  listPaymentsOfSocial,
  listPaymentsOfSocialWithBuyers,
  listPaymentsOfUserWithSocials,
  type PaymentRow,
} from './payments.repo';
import { listPayoutsOfUser, listSettledPaymentsOfOwner, type PayoutRow } from './payouts.repo';
import { listRefundsOfPayment, listRefundsOfPayments, type RefundRow } from './refunds.repo';
import { paymentsError } from './payments.errors';

const NO_PARTS = { ticketPrice: 0, deposit: 0, fees: 0 };

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function refundsOf(db: DbOrTx, paymentIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
  return groupBy(await listRefundsOfPayments(db, paymentIds), (row) => row.paymentId);
}

/** The figures of paid payments (salesFigures), with their refunds. */
function figuresOf(paid: readonly PaymentRow[], refundsByPayment: Map<string, RefundRow[]>): SalesFigures {
  return salesFigures(paid.map((payment) => ({ amounts: amountsOf(payment), refunded: refundedParts(refundsByPayment.get(payment.id) ?? []) })));
}

async function assertHostOf(db: Db, viewer: Caller, socialId: string, what: string) {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, `see its ${what}`);
  return social;
}

function toSaleOrder(payment: PaymentRow, buyerName: string, refunds: readonly RefundRow[]): SaleOrder {
  return {
    paymentId: payment.id,
    buyerName: buyerName || 'Unnamed guest',
    tierName: payment.tierName,
    status: payment.status === 'AUTHORIZED' ? 'AUTHORIZED' : 'PAID',
    amount: payment.totalCents,
    promoCode: payment.promoCode,
    refunded: sumOfParts(refundedParts(refunds)),
    orderedAt: (payment.paidAt ?? payment.createdAt).getTime(),
  };
}

/** GET /socials/{id}/ticket-sales: per tier and in total, for hosts and staff. */
export async function ticketSales(db: Db, viewer: Caller, socialId: string, now = new Date()): Promise<TicketSales> {
  await assertHostOf(db, viewer, socialId, 'ticket sales');
  const [tiers, rows, orderRows] = await Promise.all([
    listTiersByPosition(db, socialId),
    listPaymentsOfSocial(db, socialId, ['OPEN', 'PAID']),
    listPaymentsOfSocialWithBuyers(db, socialId, ['PAID', 'AUTHORIZED'], SALE_ORDERS_SHOWN + 1),
  ]);
  const paid = rows.filter((row) => row.status === 'PAID');
  const shownOrders = orderRows.slice(0, SALE_ORDERS_SHOWN);
  const refundsByPayment = await refundsOf(db, [...new Set([...paid, ...shownOrders.map(({ payment }) => payment)].map((row) => row.id))]);
  const paidByTier = groupBy(paid, (row) => row.ticketTierId ?? '');
  const tierSales = tiers.map((tier) => ({
    ticketTierId: tier.id,
    name: tier.name,
    type: tier.type,
    ticketPrice: tier.ticketPriceCents,
    depositAmount: tier.depositCents,
    quantity: tier.quantity,
    sold: tier.sold,
    held: rows.filter((row) => row.status === 'OPEN' && row.ticketTierId === tier.id && row.holdExpiresAt > now).length,
    ...figuresOf(paidByTier.get(tier.id) ?? [], refundsByPayment),
  }));
  return {
    currency: paid[0]?.currency ?? 'usd',
    tiers: tierSales,
    totals: figuresOf(paid, refundsByPayment),
    orders: shownOrders.map(({ payment, buyer }) => toSaleOrder(payment, getDisplayName(buyer), refundsByPayment.get(payment.id) ?? [])),
    moreOrders: orderRows.length > SALE_ORDERS_SHOWN,
  };
}

function byCurrency(paid: readonly PaymentRow[]): [string, PaymentRow[]][] {
  return [...groupBy(paid, (row) => row.currency)].sort(([a], [b]) => a.localeCompare(b));
}

/** The payouts of `currency` added up by status. */
export function payoutTotalsIn(payouts: readonly PayoutRow[], currency: string) {
  return payoutTotals(payouts.filter((row) => row.currency === currency).map((row) => ({ status: row.status, amount: row.amountCents })));
}

/**
 * GET /payments/earnings: the sales figures of the socials the caller owns (whose payouts go to
 * them), per currency, with what payouts sent and the balance left.
 */
export async function hostEarnings(db: Db, viewer: Caller): Promise<HostEarnings> {
  const [paid, payouts] = await Promise.all([listPaidPaymentsOfOwner(db, viewer.userId), listPayoutsOfUser(db, viewer.userId)]);
  const refundsByPayment = await refundsOf(
    db,
    paid.map((row) => row.id),
  );
  return {
    currencies: byCurrency(paid).map(([currency, rows]) => {
      const figures = figuresOf(rows, refundsByPayment);
      const totals = payoutTotalsIn(payouts, currency);
      return { currency, ...figures, paidOut: totals.paidOut, pendingPayout: totals.pending, balance: payoutBalance(figures.net, totals) };
    }),
  };
}

/** What the host's settled payments by `cutoff` earned (net of fees and refunds), per currency. */
export async function settledEarnings(db: DbOrTx, ownerId: string, cutoff: Date): Promise<Map<string, number>> {
  const settled = await listSettledPaymentsOfOwner(db, ownerId, cutoff);
  const refundsByPayment = await refundsOf(
    db,
    settled.map((row) => row.id),
  );
  return new Map(byCurrency(settled).map(([currency, rows]) => [currency, figuresOf(rows, refundsByPayment).net]));
}

/** GET /socials/{id}/rsvps/{r}/payment-detail: the RSVP's payment (the paid one, else the latest), refunds, disputes and what is left to refund. */
export async function paymentDetail(db: Db, viewer: Caller, socialId: string, rsvpId: string): Promise<PaymentDetail> {
  await assertHostOf(db, viewer, socialId, 'payments');
  if (!(await findRsvpOfSocial(db, socialId, rsvpId))) throw paymentsError('NOT_FOUND', 'RSVP not found');
  const rows = await listPaymentsOfRsvp(db, rsvpId);
  const payment = rows.find((row) => row.status === 'PAID') ?? rows[0] ?? null;
  if (!payment) return { payment: null, refunds: [], disputes: [], refundable: NO_PARTS };
  const [refundRows, disputeRows] = await Promise.all([listRefundsOfPayment(db, payment.id), listDisputesOfPayment(db, payment.id)]);
  return {
    payment: toPayment(payment, refundRows),
    refunds: refundRows.map((row) => toRefund(row, rsvpId)),
    disputes: disputeRows.map(toDispute),
    refundable: payment.status === 'PAID' ? remainingRefundable(paidParts(payment), refundedParts(refundRows)) : NO_PARTS,
  };
}

/** GET /payments/transactions: the caller's checkouts (not the ones that never opened), newest first, with refunds. */
export async function listTransactions(db: Db, viewer: Caller): Promise<Transaction[]> {
  const rows = await listPaymentsOfUserWithSocials(db, viewer.userId, ['OPEN', 'AUTHORIZED', 'PAID', 'RELEASED', 'EXPIRED'], 200);
  const refundsByPayment = await refundsOf(
    db,
    rows.map(({ payment }) => payment.id),
  );
  return rows.map(({ payment, social }) => {
    const paymentRefunds = refundsByPayment.get(payment.id) ?? [];
    return {
      payment: toPayment(payment, paymentRefunds),
      refunds: paymentRefunds.map((row) => toRefund(row, payment.rsvpId)),
      social: {
        id: social.id,
        title: social.title,
        slug: social.slug,
        href: `/socials/${encodeURIComponent(social.slug)}`,
        eventTimestamp: social.eventAt.getTime(),
        timezone: social.timezone,
      },
    };
  });
}
