import { formatCurrency } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { socials, users, type PaymentRow, type RefundRow } from '../../db/schema';
import { sendEach } from '../rsvps';
import type { PaymentDeps } from './payment-deps';
import { receiptText, toPayment } from './payment-views';

/** Mails the buyer of a payment: `lines` get the buyer's greeting and the social's title. */
async function mailBuyer(deps: PaymentDeps, payment: PaymentRow, subject: (title: string) => string, lines: (title: string) => string[]): Promise<void> {
  const [row] = await deps.db
    .select({ email: users.email, firstName: users.firstName, title: socials.title })
    .from(users)
    .innerJoin(socials, eq(socials.id, payment.socialId))
    .where(eq(users.id, payment.userId));
  if (!row) return;
  await sendEach(deps, [{ to: row.email, subject: subject(row.title), text: [`Hi ${row.firstName ?? 'there'},`, '', ...lines(row.title)].join('\n') }]);
}

/** The receipt, once a payment went through. */
export function mailReceipt(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  return mailBuyer(
    deps,
    payment,
    (title) => `Your receipt for ${title}`,
    (title) => receiptText(toPayment(payment, []), title, deps.config.publicUrl),
  );
}

export function mailRefund(deps: PaymentDeps, payment: PaymentRow, refund: RefundRow): Promise<void> {
  const amount = formatCurrency(refund.amountCents);
  return mailBuyer(
    deps,
    payment,
    (title) => `Refund of ${amount} for ${title}`,
    (title) => [
      `We refunded ${amount} of your payment for ${title} (receipts on ${deps.config.publicUrl}/accounts/transactions).`,
      'It reaches your card in 5 to 10 business days.',
    ],
  );
}
