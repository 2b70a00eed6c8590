import { Link, useParams } from 'react-router-dom';
import { useGetMyTransactionsQuery } from '@socials/api-client';
import { formatEventTime, type Transaction } from '@socials/domain';
import { Button, BUTTON_LINK, Card, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { ChargeSummary } from '../../shared/charge-summary';
import { paths } from '../../shared/paths';
import { ReportProblemButton } from './dispute-form';
import { formatPaymentDate, refundLabel } from './transaction-text';

/** /accounts/transactions/:paymentId — the receipt of one paid ticket, ready to print. */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetMyTransactionsQuery();
  const transaction = data?.data.find((candidate) => candidate.payment.id === paymentId && candidate.payment.status === 'PAID');
  useDocumentTitle(transaction ? `Receipt ${transaction.payment.receiptNumber}` : isLoading ? null : 'Receipt');

  let content;
  if (isLoading) content = <PageLoader label="Loading the receipt…" />;
  else if (error) content = <LoadError error={error} onRetry={refetch} />;
  else if (!transaction)
    content = (
      <EmptyState
        title="No receipt here"
        description="There is no paid ticket of yours with this receipt: it may belong to another account."
        action={
          <Link to={paths.transactions} className={BUTTON_LINK}>
            See your transactions
          </Link>
        }
      />
    );
  else content = <Receipt transaction={transaction} />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6" data-printable="">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Receipt</h1>
        <Link to={paths.transactions} className={`self-start text-sm print:hidden ${TEXT_LINK}`}>
          All transactions
        </Link>
      </div>
      {content}
    </div>
  );
}

function Receipt({ transaction: { payment, refunds, social } }: { transaction: Transaction }) {
  // A failed refund gave nothing back: it is on the transactions list, not on the receipt.
  const given = refunds.filter((refund) => refund.status !== 'FAILED');
  const refundLines = given.map((refund) => ({ label: `${refundLabel(refund)}, ${formatPaymentDate(refund.createdAt)}`, cents: -refund.amount }));
  const refunded = given.reduce((sum, refund) => sum + refund.amount, 0);
  const event = formatEventTime({ eventTimestamp: social.eventTimestamp, eventEndTimestamp: social.eventTimestamp, timezone: social.timezone });
  return (
    <Card as="section" aria-label={`Receipt ${payment.receiptNumber}`} className="flex flex-col gap-5 print:border-0 print:p-0">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-fg-muted">Receipt number</dt>
        <dd className="font-medium">{payment.receiptNumber}</dd>
        <dt className="text-fg-muted">Date paid</dt>
        <dd>{payment.paidAt ? formatPaymentDate(payment.paidAt) : 'Not paid'}</dd>
        <dt className="text-fg-muted">Social</dt>
        <dd>
          <Link to={social.href} className={TEXT_LINK}>
            {social.title}
          </Link>
          , {event.date} {event.zone}
        </dd>
      </dl>
      <section aria-labelledby="receipt-lines-title" className="flex flex-col gap-2">
        <h2 id="receipt-lines-title" className="text-base font-semibold">
          What you paid
        </h2>
        <ChargeSummary
          amounts={payment.amounts}
          tierName={payment.tierName}
          promoCode={payment.promoCode}
          after={given.length > 0 ? [...refundLines, { label: 'Paid after refunds', cents: payment.amounts.total - refunded }] : []}
        />
      </section>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Button onClick={() => window.print()}>Print receipt</Button>
        <ReportProblemButton socialId={social.id} socialTitle={social.title} />
      </div>
      <p className="text-xs text-fg-muted">Amounts in {payment.currency.toUpperCase()}.</p>
    </Card>
  );
}
