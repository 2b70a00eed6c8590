import { formatCurrency, formatZonedTimestamp } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { enqueueMail, sendMailJob } from '../../core/mail';
import { findUserById } from '../users';
import type { MailQueueDeps } from '../rsvps';
import { findMailRecipient } from './payment-socials.repo';
import { receiptText, toPayment } from './payment-views';
import type { PaymentRow } from './payments.repo';
import type { RefundRow } from './refunds.repo';

/** Mails the buyer of a payment, in the transaction `tx`: `lines` get the buyer's greeting and the social's title. */
async function mailBuyer(
  tx: DbOrTx,
  deps: MailQueueDeps,
  payment: PaymentRow,
  subject: (title: string) => string,
  lines: (title: string) => string[],
): Promise<void> {
  const row = await findMailRecipient(tx, payment.userId, payment.socialId);
  if (!row) return;
  await enqueueMail(tx, deps.jobs, [
    { to: row.email, subject: subject(row.title), text: [`Hi ${row.firstName ?? 'there'},`, '', ...lines(row.title)].join('\n') },
  ]);
}

/** The receipt, once a payment went through. */
export function mailReceipt(tx: DbOrTx, deps: MailQueueDeps, payment: PaymentRow): Promise<void> {
  return mailBuyer(
    tx,
    deps,
    payment,
    (title) => `Your receipt for ${title}`,
    (title) => receiptText(toPayment(payment, []), title, deps.config.publicUrl),
  );
}

export function mailRefund(tx: DbOrTx, deps: MailQueueDeps, payment: PaymentRow, refund: RefundRow): Promise<void> {
  const amount = formatCurrency(refund.amountCents);
  return mailBuyer(
    tx,
    deps,
    payment,
    (title) => `Refund of ${amount} for ${title}`,
    (title) => [
      `We refunded ${amount} of your payment for ${title} (receipts on ${deps.config.publicUrl}/accounts/transactions).`,
      'It reaches your card in 5 to 10 business days.',
    ],
  );
}

/**
 * A payment for something the payer already had went back in full (the refund job's order: what it
 * says to the payer); `key` makes it one mail however often it is sent.
 */
export async function mailCheckoutRefund(
  tx: DbOrTx,
  deps: MailQueueDeps,
  order: { payerId: string; amountCents: number; item: string; why: string },
  key: string,
): Promise<void> {
  const payer = await findUserById(tx, order.payerId);
  if (!payer) return;
  const amount = formatCurrency(order.amountCents);
  const text = [
    `Hi ${payer.firstName ?? 'there'},`,
    '',
    `${order.why}, so we refunded your payment of ${amount} for ${order.item} in full.`,
    'It reaches your card in 5 to 10 business days.',
  ].join('\n');
  await deps.jobs.enqueue(tx, sendMailJob, { to: payer.email, subject: `Refund of ${amount} for ${order.item}`, text }, { key });
}

/** The card is held, not charged: the guest learns what happens next and by when. */
export function mailCardHeld(tx: DbOrTx, deps: MailQueueDeps, payment: PaymentRow, timezone: string): Promise<void> {
  const amount = formatCurrency(payment.totalCents);
  const until = payment.authorizedUntil ? formatZonedTimestamp(payment.authorizedUntil.getTime(), timezone) : 'a few days';
  return mailBuyer(
    tx,
    deps,
    payment,
    (title) => `${amount} held on your card for ${title}`,
    (title) => [
      `The hosts of ${title} approve each guest. Your card is held for ${amount}, not charged.`,
      'You are charged only if they approve your RSVP; if they decline it, or have not decided by ' + until + ', the hold is released.',
    ],
  );
}

/** Why a held card was let go, as the guest is told. */
export type HoldReleaseCause = 'declined' | 'cancelled' | 'social-cancelled' | 'no-decision' | 'not-confirmed' | 'capture-refused';

const RELEASE_REASONS: Readonly<Record<HoldReleaseCause, (title: string) => string>> = {
  declined: (title) => `The hosts of ${title} could not accept your RSVP this time.`,
  cancelled: (title) => `Your RSVP to ${title} is cancelled.`,
  'social-cancelled': (title) => `The hosts have cancelled ${title}.`,
  'no-decision': (title) => `The hosts of ${title} did not decide on your RSVP in time, so it is cancelled.`,
  'not-confirmed': (title) => `Your RSVP to ${title} could not be confirmed.`,
  'capture-refused': (title) => `The hosts of ${title} approved your RSVP, but your card could not be charged, so your seat is given back.`,
};

/** A held card was let go: nothing was charged. */
export function mailCardHoldReleased(tx: DbOrTx, deps: MailQueueDeps, payment: PaymentRow, cause: HoldReleaseCause): Promise<void> {
  const amount = formatCurrency(payment.totalCents);
  return mailBuyer(
    tx,
    deps,
    payment,
    (title) => `The hold on your card for ${title} is released`,
    (title) => [RELEASE_REASONS[cause](title), `The ${amount} held on your card is released: you were not charged.`],
  );
}
