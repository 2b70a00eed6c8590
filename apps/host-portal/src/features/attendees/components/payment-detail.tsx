import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useGetPaymentDetailQuery } from '@socials/api-client';
import { formatCurrency, type Dispute, type Payment, type PaymentDetail, type PaymentStatus, type Refund, type RefundStatus } from '@socials/domain';
import { Badge, type BadgeTone, LoadError, Spinner } from '@socials/ui';
import { REFUND_REASON_LABELS, REFUND_TYPE_LABELS, refundBasisOf, refundableTotal } from '../refund-form-schema';
import { RefundForm } from './refund-form';

const PAYMENT_STATUS: Readonly<Record<PaymentStatus, { label: string; tone: BadgeTone }>> = {
  OPEN: { label: 'Checkout in progress', tone: 'warning' },
  AUTHORIZED: { label: 'Card held until you approve', tone: 'info' },
  PAID: { label: 'Paid', tone: 'success' },
  RELEASED: { label: 'Hold released, not charged', tone: 'neutral' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

const REFUND_STATUS: Readonly<Record<RefundStatus, { label: string; tone: BadgeTone }>> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  SUCCEEDED: { label: 'Refunded', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

const DISPUTE_REASONS: Readonly<Record<Dispute['reason'], string>> = {
  DUPLICATE_CHARGE: 'Charged twice',
  NOT_AS_DESCRIBED: 'Not as described',
  EVENT_CANCELLED: 'Event cancelled',
  REFUND_NOT_RECEIVED: 'Refund not received',
  FRAUDULENT: 'Fraudulent',
  OTHER: 'Other',
};

const DISPUTE_STATUSES: Readonly<Record<Dispute['status'], string>> = {
  OPEN: 'Open',
  UNDER_REVIEW: 'Under review',
  WON: 'Won',
  LOST: 'Lost',
  CLOSED: 'Closed',
};

/** A moment in the social's own zone: "Mar 5, 2026, 7:00 PM EST". */
const momentText = (epochMs: number, zone: string) => DateTime.fromMillis(epochMs, { zone, locale: 'en-US' }).toFormat('MMM d, yyyy, h:mm a ZZZZ');

export interface PaymentDetailPanelProps {
  socialId: string;
  rsvpId: string;
  guestName: string;
  timezone: string;
}

/** What a guest paid, what was refunded or disputed, and a form to refund what is left; shown in a modal from the guest list. */
export function PaymentDetailPanel({ socialId, rsvpId, guestName, timezone }: PaymentDetailPanelProps) {
  const detail = useGetPaymentDetailQuery({ socialId, rsvpId });
  if (detail.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner /> Loading the payment…
      </div>
    );
  }
  if (!detail.data) return <LoadError error={detail.error} onRetry={detail.refetch} />;
  if (!detail.data.payment) return <p className="text-sm">{guestName} has not paid for this RSVP.</p>;
  return <PaymentSummary detail={detail.data} payment={detail.data.payment} socialId={socialId} rsvpId={rsvpId} guestName={guestName} timezone={timezone} />;
}

interface PaymentSummaryProps extends PaymentDetailPanelProps {
  detail: PaymentDetail;
  payment: Payment;
}

function PaymentSummary({ detail, payment, socialId, rsvpId, guestName, timezone }: PaymentSummaryProps) {
  const { amounts } = payment;
  const basis = useMemo(() => refundBasisOf(payment.amounts, detail.refundable), [payment.amounts, detail.refundable]);
  const stillRefundable = refundableTotal(basis);
  const status = PAYMENT_STATUS[payment.status];
  return (
    <div className="flex flex-col gap-6 text-sm">
      <section aria-labelledby="payment-amounts-title" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="payment-amounts-title" className="text-base font-semibold">
            {payment.tierName}
          </h3>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Ticket</dt>
          <dd className="text-right tabular-nums">{formatCurrency(amounts.ticketPrice)}</dd>
          {amounts.discount > 0 ? (
            <>
              <dt>Discount{payment.promoCode ? ` (code ${payment.promoCode})` : ''}</dt>
              <dd className="text-right tabular-nums">−{formatCurrency(amounts.discount)}</dd>
            </>
          ) : null}
          <dt>Deposit</dt>
          <dd className="text-right tabular-nums">{formatCurrency(amounts.deposit)}</dd>
          <dt>Fees</dt>
          <dd className="text-right tabular-nums">{formatCurrency(amounts.fees)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCurrency(amounts.total)}</dd>
          <dt>Paid</dt>
          <dd className="text-right">{payment.paidAt === null ? 'Not yet' : momentText(payment.paidAt, timezone)}</dd>
          <dt>Receipt</dt>
          <dd className="text-right">{payment.receiptNumber}</dd>
        </dl>
        {payment.failureMessage ? <p className="text-danger-text">{payment.failureMessage}</p> : null}
      </section>

      <RefundHistory refunds={detail.refunds} timezone={timezone} />
      {detail.disputes.length > 0 ? <DisputeList disputes={detail.disputes} timezone={timezone} /> : null}

      <section aria-labelledby="refundable-title" className="flex flex-col gap-2">
        <h3 id="refundable-title" className="text-base font-semibold">
          Still refundable: {formatCurrency(stillRefundable)}
        </h3>
        <p className="text-fg-muted">
          Ticket {formatCurrency(detail.refundable.ticketPrice)} · deposit {formatCurrency(detail.refundable.deposit)} · fees{' '}
          {formatCurrency(detail.refundable.fees)}
        </p>
      </section>

      {payment.status === 'PAID' && stillRefundable > 0 ? <RefundForm socialId={socialId} rsvpId={rsvpId} guestName={guestName} basis={basis} /> : null}
    </div>
  );
}

function RefundHistory({ refunds, timezone }: { refunds: readonly Refund[]; timezone: string }) {
  return (
    <section aria-labelledby="refund-history-title" className="flex flex-col gap-2">
      <h3 id="refund-history-title" className="text-base font-semibold">
        Refunds
      </h3>
      {refunds.length === 0 ? (
        <p className="text-fg-muted">No refunds yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-col gap-1 rounded-md border border-border p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {REFUND_TYPE_LABELS[refund.type]}: {formatCurrency(refund.amount)}
                </span>
                <Badge tone={REFUND_STATUS[refund.status].tone}>{REFUND_STATUS[refund.status].label}</Badge>
              </div>
              <span className="text-fg-muted">
                {REFUND_REASON_LABELS[refund.reason]}
                {refund.note ? `: ${refund.note}` : ''} · {momentText(refund.createdAt, timezone)}
              </span>
              {refund.failureMessage ? <span className="text-danger-text">{refund.failureMessage}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DisputeList({ disputes, timezone }: { disputes: readonly Dispute[]; timezone: string }) {
  return (
    <section aria-labelledby="disputes-title" className="flex flex-col gap-2">
      <h3 id="disputes-title" className="text-base font-semibold">
        Disputes
      </h3>
      <ul className="flex flex-col gap-2">
        {disputes.map((dispute) => (
          <li key={dispute.id} className="flex flex-col gap-1 rounded-md border border-border p-2">
            <span className="font-medium">
              {DISPUTE_REASONS[dispute.reason]}: {formatCurrency(dispute.amount)} · {DISPUTE_STATUSES[dispute.status]}
            </span>
            <span className="text-fg-muted">
              {dispute.source === 'PROVIDER' ? 'Raised with the card issuer' : 'Raised by the guest'} · {momentText(dispute.createdAt, timezone)}
            </span>
            {dispute.details ? <span>{dispute.details}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
