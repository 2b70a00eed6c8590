import { formatCurrency } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
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
  await enqueueMail(tx, deps.jobs, [{ to: row.email, subject: subject(row.title), text: [`Hi ${row.firstName ?? 'there'},`, '', ...lines(row.title)].join('\n') }]);
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
