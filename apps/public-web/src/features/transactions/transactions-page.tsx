import { Link } from 'react-router-dom';
import { useGetMyTransactionsQuery } from '@socials/api-client';
import { formatCurrency, type Transaction } from '@socials/domain';
import { Badge, Card, FOCUS_RING, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { transactionReceiptPath } from '../../shared/paths';
import { ReportProblemButton } from './dispute-form';
import { formatPaymentDate, refundLabel, transactionStatus } from './transaction-text';
import { FindASocialEmptyState } from '../../shared/find-a-social-empty-state';

/** /accounts/transactions — what the signed-in user paid for tickets, newest first, with refunds. */
export function TransactionsPage() {
  useDocumentTitle('Transactions');
  const { data, error, isLoading, refetch } = useGetMyTransactionsQuery();

  let content;
  if (isLoading) content = <PageLoader label="Loading your transactions…" />;
  else if (error) content = <LoadError error={error} onRetry={refetch} />;
  else if (!data || data.data.length === 0)
    content = <FindASocialEmptyState title="No transactions yet" description="When you buy a ticket, its payment and receipt show up here." />;
  else
    content = (
      <ul className="flex flex-col gap-4">
        {data.data.map((transaction) => (
          <li key={transaction.payment.id}>
            <TransactionCard transaction={transaction} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Transactions</h1>
      {content}
    </div>
  );
}

function TransactionCard({ transaction: { payment, refunds, social } }: { transaction: Transaction }) {
  const status = transactionStatus(payment);
  const paid = payment.status === 'PAID';
  return (
    <Card as="article" aria-labelledby={`transaction-${payment.id}`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`transaction-${payment.id}`} className="text-lg font-semibold">
            <Link to={social.href} className={`hover:underline ${FOCUS_RING}`}>
              {social.title}
            </Link>
          </h2>
          <p className="text-sm text-fg-muted">
            <time dateTime={new Date(payment.paidAt ?? payment.createdAt).toISOString()}>{formatPaymentDate(payment.paidAt ?? payment.createdAt)}</time> ·{' '}
            {payment.tierName}
            {payment.promoCode ? ` · code ${payment.promoCode}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <span className="text-lg font-semibold tabular-nums">{formatCurrency(payment.amounts.total)}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </div>
      {refunds.length > 0 ? (
        <ul aria-label="Refunds" className="flex flex-col gap-1 border-t border-border pt-2 text-sm">
          {refunds.map((refund) => (
            <li key={refund.id} className="flex justify-between gap-4">
              <span>
                {refundLabel(refund)}, {formatPaymentDate(refund.createdAt)}
              </span>
              <span className="tabular-nums">{formatCurrency(-refund.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {paid ? (
        <div className="flex flex-wrap items-center gap-4">
          <Link to={transactionReceiptPath(payment.id)} className={TEXT_LINK}>
            View receipt
          </Link>
          <ReportProblemButton socialId={social.id} socialTitle={social.title} />
        </div>
      ) : null}
    </Card>
  );
}
