import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  baseApi,
  isApiHttpError,
  tags,
  useCancelCheckoutMutation,
  useGetPaymentQuery,
  useGetPaymentReturnStatusQuery,
  useGetSocialBySlugQuery,
} from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { formatClock, formatCurrency, formatShortDate, knownZoneOrUtc, zonedParts } from '@socials/domain';
import { BUTTON_LINK, Card, Spinner, TEXT_LINK, toast, toastError } from '@socials/ui';
import { paths, transactionReceiptPath } from '../../../shared/paths';
import { readCheckoutReturn, withoutCheckoutReturn, type CheckoutReturnParams } from './checkout-return-params';

/** "Mar 7, 5:00 PM", in the reader's own zone. */
function formatHoldEnd(epochMs: number): string {
  const local = zonedParts(epochMs, knownZoneOrUtc(Intl.DateTimeFormat().resolvedOptions().timeZone));
  return `${formatShortDate(local)}, ${formatClock(local, { padHour: false })}`;
}

/** How often the payment is asked for while the provider's confirmation is on its way. */
export const CONFIRM_POLL_MS = 1000;
/** After this long the attendee is told it takes longer than usual; polling slows down but goes on. */
export const CONFIRM_PATIENCE_MS = 60_000;
const SLOW_POLL_MS = 10_000;

/**
 * The event page's half of the checkout: the provider sends the attendee back with
 * ?payment=success|cancelled&paymentId=…; this confirms the payment (or releases the seat) and
 * then clears those parameters from the address.
 */
export function CheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the parameters are cleared from the address while this still has work to show.
  const [checkout] = useState(() => readCheckoutReturn(searchParams));
  const clearParams = useCallback(() => setSearchParams((current) => withoutCheckoutReturn(current), { replace: true }), [setSearchParams]);

  if (!checkout) return null;
  return checkout.outcome === 'success' ? (
    <PaymentConfirmation paymentId={checkout.paymentId} receipt={checkout.receipt} onSettled={clearParams} />
  ) : (
    <CheckoutCancellation checkout={checkout} onDone={clearParams} />
  );
}

function PaymentConfirmation({ paymentId, receipt, onSettled }: { paymentId: string; receipt: string | null; onSettled: () => void }) {
  const dispatch = useDispatch();
  const [patient, setPatient] = useState(true);
  const [settled, setSettled] = useState(false);
  const polling = { pollingInterval: settled ? 0 : patient ? CONFIRM_POLL_MS : SLOW_POLL_MS };
  // The receipt reads the payment whether or not this browser is signed in on this host name; an
  // address without one (from before receipts) needs the buyer's session.
  const byReceipt = useGetPaymentReturnStatusQuery({ paymentId, receipt: receipt ?? '' }, { ...polling, skip: !receipt });
  const bySession = useGetPaymentQuery(paymentId, { ...polling, skip: receipt !== null });
  const { data: payment, error } = receipt ? byReceipt : bySession;
  const status = payment?.status;

  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (settled || !payment || payment.status === 'OPEN') return;
    setSettled(true);
    onSettled();
    if (payment.status === 'PAID' || payment.status === 'AUTHORIZED') {
      // The social now carries the RSVP (going, or waiting for the hosts), and the ticket and transactions lists change.
      dispatch(baseApi.util.invalidateTags([tags.social(payment.socialId), tags.myRsvps(), tags.myPayments()]));
      toast.success(payment.status === 'PAID' ? "Payment received: you're going!" : 'RSVP sent: the hosts will review it');
    }
  }, [dispatch, onSettled, payment, settled]);

  useEffect(() => {
    // A payment that cannot be read (not the caller's, unknown) will not become readable by asking again; a server hiccup might.
    if (isApiHttpError(error) && error.status < 500 && !settled) {
      setSettled(true);
      onSettled();
      toastError(error);
    }
  }, [error, onSettled, settled]);

  if (status === 'PAID') {
    return (
      <Card as="section" aria-labelledby="checkout-return-title" className="flex flex-col gap-3">
        <h2 id="checkout-return-title" className="text-xl font-semibold">
          You're going!
        </h2>
        <p role="status" className="text-sm text-fg-muted">
          Your payment is confirmed and your ticket is ready. We sent you a confirmation e-mail with a calendar invitation.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link to={paths.myTicket} className={BUTTON_LINK}>
            View your ticket
          </Link>
          <Link to={transactionReceiptPath(paymentId)} className={TEXT_LINK}>
            See the receipt
          </Link>
        </div>
      </Card>
    );
  }
  if (status === 'AUTHORIZED' && payment) {
    return (
      <Card as="section" aria-labelledby="checkout-return-title" className="flex flex-col gap-3">
        <h2 id="checkout-return-title" className="text-xl font-semibold">
          Waiting for the hosts
        </h2>
        <p role="status" className="text-sm text-fg-muted">
          The hosts approve each guest. Your card is held for {formatCurrency(payment.amounts.total)}, not charged. You are charged only if the hosts approve
          your RSVP; if they decline it{payment.authorizedUntil ? `, or have not decided by ${formatHoldEnd(payment.authorizedUntil)},` : ','} the hold is
          released. We will e-mail you either way.
        </p>
      </Card>
    );
  }
  if (status === 'EXPIRED' || status === 'FAILED' || status === 'RELEASED') {
    return (
      <Card as="section" aria-labelledby="checkout-return-title" className="flex flex-col gap-3">
        <h2 id="checkout-return-title" className="text-xl font-semibold">
          The payment did not go through
        </h2>
        <p role="alert" className="text-sm">
          {payment?.failureMessage ??
            (status === 'RELEASED'
              ? 'The hold on your card was released: nothing was charged.'
              : 'The checkout ended before it was paid, and your spot was released.')}{' '}
          You can RSVP again below.
        </p>
      </Card>
    );
  }
  if (settled) return null;
  return (
    <Card as="section" aria-labelledby="checkout-return-title" aria-busy="true" className="flex flex-col gap-3">
      <h2 id="checkout-return-title" className="flex items-center gap-2 text-xl font-semibold">
        <Spinner size="sm" />
        Confirming your payment…
      </h2>
      <p role="status" className="text-sm text-fg-muted">
        {patient ? (
          'This takes a few seconds. Please keep this page open.'
        ) : (
          <>
            Your payment is still being confirmed: this can take a few minutes. Your ticket shows up on{' '}
            <Link to={paths.myTicket} className={TEXT_LINK}>
              My ticket
            </Link>{' '}
            as soon as it is.
          </>
        )}
      </p>
    </Card>
  );
}

function CheckoutCancellation({ checkout, onDone }: { checkout: CheckoutReturnParams; onDone: () => void }) {
  const { slug = '' } = useParams();
  const { data: social } = useGetSocialBySlugQuery(slug, { skip: !slug });
  const [cancelCheckout] = useCancelCheckoutMutation();
  const { isSignedIn, isLoading } = useCurrentUser();
  const sent = useRef(false);
  const socialId = social?.id;

  useEffect(() => {
    if (isLoading || sent.current) return;
    if (!isSignedIn) {
      // Only the buyer's session may end the checkout at once; without it the held spot is freed when the hold lapses.
      sent.current = true;
      toast.success('Checkout cancelled — nothing was charged');
      onDone();
      return;
    }
    if (!socialId) return;
    sent.current = true;
    cancelCheckout({ paymentId: checkout.paymentId, socialId })
      .unwrap()
      .then(() => toast.success('Checkout cancelled — your spot was released'))
      .catch((error: unknown) => toastError(error))
      .finally(onDone);
  }, [cancelCheckout, checkout.paymentId, isLoading, isSignedIn, onDone, socialId]);

  return null;
}
