import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetProposalBySlugQuery, useStartProposalCheckoutMutation } from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import { formatDeposit, type Proposal, type ProposalPaymentStatus } from '@socials/domain';
import { Badge, Button, BUTTON_LINK, Card, Spinner, toast, toastError } from '@socials/ui';
import { proposalPath } from './proposal-text';

export interface ProposalDepositProps {
  proposal: Proposal;
  /** Writes a moment in the reader's zone (the page's own formatter). */
  formatMoment: (epochMs: number) => string;
}

/** How often the proposal is read again while the provider's confirmation of a deposit is on its way. */
export const DEPOSIT_CONFIRM_POLL_MS = 1000;

const MY_DEPOSIT: Partial<Record<ProposalPaymentStatus, string>> = {
  PAID: 'You back this proposal: your deposit is paid.',
  REFUNDING: 'This proposal will not happen: your deposit is being refunded.',
  REFUNDED: 'Your deposit was refunded.',
  CONVERTED: 'Your deposit carried over to your RSVP to the social.',
};

/**
 * A paid proposal's deposit: what backing it costs and until when, how many paid, the caller's
 * own deposit, and "Back this for $X", which opens the provider's checkout. Back from the
 * checkout (?payment=success|cancelled), it waits for the provider's confirmation and says so.
 */
export function ProposalDeposit({ proposal, formatMoment }: ProposalDepositProps) {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => searchParams.get('payment'));
  const [start, starting] = useStartProposalCheckoutMutation();
  const waiting = returned === 'success' && proposal.myPayment?.status === 'OPEN';
  // While the confirmation is on its way the proposal is read again; the page re-renders with the answer.
  useGetProposalBySlugQuery(proposal.slug, { skip: !waiting, pollingInterval: DEPOSIT_CONFIRM_POLL_MS });

  useEffect(() => {
    if (!returned || waiting) return;
    if (returned === 'success' && proposal.myPayment?.status === 'PAID') toast.success('Deposit received: you back this proposal');
    if (returned === 'cancelled') toast('Checkout cancelled: nothing was charged');
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('paymentId');
        return next;
      },
      { replace: true },
    );
  }, [returned, waiting, proposal.myPayment?.status, setSearchParams]);

  if (proposal.depositCents === null) return null;
  const amount = formatDeposit(proposal.depositCents, proposal.currency);
  const ended = proposal.status === 'TERMINATED' || proposal.status === 'CLOSED_NO_QUORUM';
  const backThis = async () => {
    try {
      const checkout = await start(proposal.id).unwrap();
      window.location.assign(checkout.checkoutUrl);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card as="section" aria-labelledby="deposit-title" className="flex flex-col gap-3">
      <h2 id="deposit-title" className="flex flex-wrap items-center gap-2 text-2xl font-semibold">
        Deposit <Badge tone="info">{amount}</Badge>
      </h2>
      <p>
        Backing this proposal takes a refundable deposit of {amount}. It is refunded if the proposal never happens, and becomes your RSVP if it turns into a
        social.
      </p>
      {proposal.paidDeadline !== null ? (
        <p className="text-sm">
          Pay by{' '}
          <time dateTime={new Date(proposal.paidDeadline).toISOString()} className="font-medium">
            {formatMoment(proposal.paidDeadline)}
          </time>
          : after that, only the votes of supporters who paid count.
        </p>
      ) : null}
      <p className="text-sm text-fg-muted">
        {proposal.paidCount} {proposal.paidCount === 1 ? 'supporter has' : 'supporters have'} paid
      </p>
      {ended ? <p role="status">This proposal will not happen: every deposit is refunded.</p> : null}
      {waiting ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> Confirming your payment…
        </p>
      ) : proposal.myPayment && MY_DEPOSIT[proposal.myPayment.status] ? (
        <p role="status" className="font-medium">
          {MY_DEPOSIT[proposal.myPayment.status]}
        </p>
      ) : null}
      {!user && proposal.status === 'OPEN' ? (
        <p>
          <Link to={buildLoginPath(proposalPath(proposal.slug))} className={BUTTON_LINK}>
            Sign in to back this
          </Link>
        </p>
      ) : null}
      {proposal.canPay && !waiting ? (
        <p>
          <Button loading={starting.isLoading} onClick={() => void backThis()}>
            {starting.isLoading ? 'Opening the checkout…' : `Back this for ${amount}`}
          </Button>
        </p>
      ) : null}
    </Card>
  );
}
