import { cardHoldEndsAt, disputeReasonFromProvider, disputeStatusFromProvider, nextDisputeStatus } from '@socials/domain';
import type { Tx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import { announceRsvpChanges, awaitHostApproval, confirmPaidRsvp, freeSeat, isNoSeatLeft, lockSocial, type RsvpChange } from '../rsvps';
import { enqueueMismatchRefund, type MismatchedPaymentRefund } from './amount-mismatch.jobs';
import { endOpenCheckout, hasActiveRsvp } from './checkout.service';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { insertProviderDispute, lockDisputeByProviderId, updateDisputeStatus } from './payment-disputes.repo';
import { mailCardHeld, mailReceipt, type HoldReleaseCause } from './payment-mail';
import { enqueueRelease } from './card-holds.jobs';
import { lockRsvp } from '../rsvps';
import {
  findPaymentByProviderPaymentId,
  findSocialIdOfPayment,
  lockPayment,
  markPaymentAuthorized,
  markPaymentPaid,
  recordFailedTry,
  recordProviderEvent,
  type PaymentRow,
} from './payments.repo';
import { otherCheckoutSettled, providerSubscriptionChanged, type OtherCheckoutSettled, type ProviderSubscriptionChange } from './payments.events';
import type { ProviderEvent } from '../../core/payment-provider';
import { isoDay } from './payouts.jobs';
import { settlePayoutFromProvider } from './payouts.repo';
import { enqueueRefund } from './refund.jobs';
import { invoicePaid, invoicePaymentFailed, subscriptionDeleted } from './subscription-webhooks';
import { paymentsError } from './payments.errors';

type EventObject = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const int = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** Our payment id on a Checkout Session or PaymentIntent: metadata.paymentId, else client_reference_id. */
function paymentIdOf(object: EventObject): string | null {
  const metadata = object.metadata;
  const fromMetadata = metadata && typeof metadata === 'object' ? str((metadata as Record<string, unknown>).paymentId) : null;
  return fromMetadata ?? str(object.client_reference_id);
}

/** A payment confirmed: who hears what once the transaction is committed. */
interface AfterCommit {
  changes: RsvpChange[];
  receiptFor: PaymentRow | null;
  /** Paid, but the seat was gone by then (or the attendee is already going): the money goes back. */
  refundWholly: { paymentId: string; note: string } | null;
  /** Paid another amount than the order's total: what was paid goes back. */
  refundMismatch: MismatchedPaymentRefund | null;
  /** A card held (not charged) for a guest who waits for the hosts: they hear what happens next. */
  cardHeldFor: { payment: PaymentRow; timezone: string } | null;
  /** A held card that confirms nothing (wrong amount, already going): it is let go. */
  releaseHold: { paymentId: string; cause: HoldReleaseCause } | null;
  /** Not a social's payment: the area that opened the checkout settles it (otherCheckoutSettled). */
  otherCheckout: OtherCheckoutSettled | null;
  /** A subscription the provider renews was billed or ended: the area whose subscription it is settles it. */
  subscriptionChange?: ProviderSubscriptionChange | null;
}

const nothingAfter = (): AfterCommit => ({
  changes: [],
  receiptFor: null,
  refundWholly: null,
  refundMismatch: null,
  cardHeldFor: null,
  releaseHold: null,
  otherCheckout: null,
});

/** A checkout event whose payment id is not a social payment's: handed to the area that opened it. */
function otherCheckout(object: EventObject, outcome: OtherCheckoutSettled['outcome']): AfterCommit {
  const checkoutId = paymentIdOf(object);
  if (!checkoutId) return nothingAfter();
  const amountCents = typeof object.amount_total === 'number' && Number.isInteger(object.amount_total) ? object.amount_total : null;
  return {
    ...nothingAfter(),
    otherCheckout: {
      checkoutId,
      outcome,
      amountCents,
      providerPaymentId: str(object.payment_intent) ?? str(object.id),
      providerSubscriptionId: str(object.subscription),
      providerInvoiceId: str(object.invoice),
    },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The event's payment, locked after its social (the order every seat change takes), or null when it is not ours. */
async function lockPaymentOf(tx: Tx, object: EventObject, now: Date): Promise<PaymentRow | null> {
  return (await lockPaymentAndSocialOf(tx, object, now))?.payment ?? null;
}

async function lockPaymentAndSocialOf(tx: Tx, object: EventObject, now: Date): Promise<{ payment: PaymentRow; timezone: string } | null> {
  const paymentId = paymentIdOf(object);
  if (!paymentId) return null;
  const socialId = await findSocialIdOfPayment(tx, paymentId);
  if (!socialId) return null;
  const social = await lockSocial(tx, socialId, now);
  const payment = await lockPayment(tx, paymentId);
  return social && payment ? { payment, timezone: social.timezone } : null;
}

/**
 * checkout.session.completed (paid): the payment is made. Still OPEN: its held seat becomes the
 * attendee's and the RSVP is APPROVED. Already PAID: a repeat, nothing to do. EXPIRED (the hold
 * lapsed before the payment landed): a seat is taken if one is free, otherwise the payment is
 * refunded in full, as is a payment for someone who meanwhile got another RSVP to the event.
 *
 * The session's amount_total must be the payment's total. A session paid for another amount (or
 * one that does not say) confirms nothing: the payment is recorded as paid with the two amounts
 * in its failure message, the held seat is released, the RSVP stays a draft, and what was paid
 * goes back (up to the order's total: a surplus is left for staff, named in the message).
 * Recording and refunding beats refusing the event, which would leave the money taken and the
 * provider redelivering for days.
 */
async function paymentSucceeded(tx: Tx, object: EventObject, now: Date): Promise<AfterCommit> {
  const payment = await lockPaymentOf(tx, object, now);
  if (!payment) return otherCheckout(object, 'paid');
  if (payment.status === 'PAID') return nothingAfter();
  const paidCents = typeof object.amount_total === 'number' && Number.isInteger(object.amount_total) ? object.amount_total : null;
  const mismatch = paidCents !== payment.totalCents;
  const mismatchMessage = `Paid ${paidCents === null ? 'an unknown amount' : dollars(paidCents)} where ${dollars(payment.totalCents)} was due: not confirmed, refunded`;

  const paid = await markPaymentPaid(
    tx,
    payment.id,
    { providerPaymentId: str(object.payment_intent) ?? str(object.id), failureMessage: mismatch ? mismatchMessage : null },
    now,
  );
  if (mismatch) {
    if (payment.status === 'OPEN') await releaseHeldSeat(tx, payment);
    const amountCents = Math.min(paidCents ?? payment.totalCents, payment.totalCents);
    return { ...nothingAfter(), refundMismatch: amountCents > 0 ? { paymentId: payment.id, amountCents, note: mismatchMessage } : null };
  }

  const otherActive = await hasActiveRsvp(tx, payment.socialId, payment.userId, payment.rsvpId);
  const rsvp = await lockRsvp(tx, payment.rsvpId);
  const isDraft = rsvp !== null && (rsvp.status === 'INITIAL' || rsvp.status === 'PARTIAL_UPDATE');
  if (otherActive || !isDraft) {
    if (payment.status === 'OPEN') await releaseHeldSeat(tx, payment);
    return { ...nothingAfter(), refundWholly: { paymentId: payment.id, note: 'You already have a ticket for this event' } };
  }
  try {
    await confirmPaidRsvp(tx, rsvp.id, payment, payment.status === 'OPEN', now);
  } catch (error) {
    if (!isNoSeatLeft(error)) throw error;
    return { ...nothingAfter(), refundWholly: { paymentId: payment.id, note: 'The checkout expired and the event filled up before the payment arrived' } };
  }
  return { ...nothingAfter(), changes: [{ rsvpId: rsvp.id, status: 'APPROVED', submitted: true }], receiptFor: paid };
}

/**
 * checkout.session.completed, unpaid, for a checkout that only holds the card (a social whose hosts
 * approve each guest): the card is held for the order's total, not charged. The seat the checkout
 * held goes back (a guest waiting for the hosts holds none, as with a free RSVP) and the RSVP waits
 * as PENDING; the hosts' approval charges the card (card-holds.jobs.ts). A hold for another amount,
 * or for someone already going, confirms nothing and is let go at once.
 */
async function cardHeld(tx: Tx, object: EventObject, now: Date): Promise<AfterCommit> {
  const locked = await lockPaymentAndSocialOf(tx, object, now);
  if (!locked) return nothingAfter();
  const { payment, timezone } = locked;
  if (!payment.captureManually || (payment.status !== 'OPEN' && payment.status !== 'EXPIRED')) return nothingAfter();
  const heldCents = typeof object.amount_total === 'number' && Number.isInteger(object.amount_total) ? object.amount_total : null;
  const held = await markPaymentAuthorized(
    tx,
    payment.id,
    { providerPaymentId: str(object.payment_intent) ?? str(object.id), authorizedUntil: new Date(cardHoldEndsAt(now.getTime())) },
    now,
  );
  if (payment.status === 'OPEN') await releaseHeldSeat(tx, payment);
  const letGo = { ...nothingAfter(), releaseHold: { paymentId: payment.id, cause: 'not-confirmed' as const } };
  if (heldCents !== payment.totalCents) return letGo;
  const otherActive = await hasActiveRsvp(tx, payment.socialId, payment.userId, payment.rsvpId);
  const rsvp = await lockRsvp(tx, payment.rsvpId);
  if (otherActive || rsvp === null || (rsvp.status !== 'INITIAL' && rsvp.status !== 'PARTIAL_UPDATE')) return letGo;
  await awaitHostApproval(tx, rsvp.id, payment.ticketTierId, now);
  return { ...nothingAfter(), changes: [{ rsvpId: rsvp.id, status: 'PENDING', submitted: true }], cardHeldFor: { payment: held, timezone } };
}

async function releaseHeldSeat(tx: Tx, payment: PaymentRow): Promise<void> {
  await freeSeat(tx, payment.socialId, payment.ticketTierId);
}

/** checkout.session.expired: the session can no longer be paid; an OPEN payment gives its seat back. */
async function checkoutExpired(tx: Tx, object: EventObject, now: Date): Promise<AfterCommit> {
  const payment = await lockPaymentOf(tx, object, now);
  if (!payment) return otherCheckout(object, 'expired');
  if (payment.status !== 'OPEN') return nothingAfter();
  await endOpenCheckout(tx, payment.id, now);
  return nothingAfter();
}

/** payment_intent.payment_failed: the card was declined; the checkout stays open for another try. */
async function paymentFailed(tx: Tx, object: EventObject, now: Date): Promise<AfterCommit> {
  const paymentId = paymentIdOf(object);
  if (!paymentId) return nothingAfter();
  const lastError = object.last_payment_error;
  const reported = lastError !== null && typeof lastError === 'object' ? str((lastError as Record<string, unknown>).message) : null;
  const message = reported ?? 'The payment failed';
  await recordFailedTry(tx, paymentId, message.slice(0, 500), now);
  return nothingAfter();
}

/** charge.dispute.*: recorded against the payment by its PaymentIntent; a decided dispute is not reopened by a late event. */
async function disputeChanged(tx: Tx, object: EventObject, now: Date): Promise<AfterCommit> {
  const disputeId = str(object.id);
  const paymentIntent = str(object.payment_intent);
  if (!disputeId || !paymentIntent) return nothingAfter();
  const payment = await findPaymentByProviderPaymentId(tx, paymentIntent);
  if (!payment) return nothingAfter();
  const reported = disputeStatusFromProvider(str(object.status) ?? '');
  const existing = await lockDisputeByProviderId(tx, disputeId);
  if (existing) {
    await updateDisputeStatus(
      tx,
      existing.id,
      { status: nextDisputeStatus(existing.status, reported), amountCents: int(object.amount) || existing.amountCents },
      now,
    );
  } else {
    await insertProviderDispute(tx, {
      socialId: payment.socialId,
      paymentId: payment.id,
      userId: payment.userId,
      providerDisputeId: disputeId,
      reason: disputeReasonFromProvider(str(object.reason) ?? ''),
      status: reported,
      amountCents: int(object.amount),
    });
  }
  return nothingAfter();
}

/** Our payout id on a provider payout (metadata.payoutId), when the payout is ours. */
function payoutIdOf(object: EventObject): string | null {
  const metadata = object.metadata;
  const id = metadata && typeof metadata === 'object' ? str((metadata as Record<string, unknown>).payoutId) : null;
  return id && UUID.test(id) ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** payout.paid: the host's bank has the money (on the day Stripe gives as arrival_date). */
async function payoutPaid(tx: Tx, object: EventObject): Promise<AfterCommit> {
  const payoutId = payoutIdOf(object);
  const arrival = int(object.arrival_date);
  if (payoutId) await settlePayoutFromProvider(tx, payoutId, { status: 'PAID', arrivalDate: arrival > 0 ? isoDay(new Date(arrival * 1000)) : null });
  return nothingAfter();
}

/** payout.failed, payout.canceled: nothing reached the bank (or it came back): the money is in the host's balance again. */
async function payoutFailed(tx: Tx, object: EventObject): Promise<AfterCommit> {
  const payoutId = payoutIdOf(object);
  const message = str(object.failure_message) ?? `The payout ${str(object.status) === 'canceled' ? 'was cancelled' : 'failed'}`;
  if (payoutId) await settlePayoutFromProvider(tx, payoutId, { status: 'FAILED', failureMessage: message.slice(0, 500) });
  return nothingAfter();
}

const HANDLERS: Record<string, (tx: Tx, object: EventObject, now: Date) => Promise<AfterCommit>> = {
  // Paid: the money is taken. Unpaid and complete: a held card (or a bank debit still under way, which cardHeld leaves alone).
  'checkout.session.completed': (tx, object, now) => {
    if (object.payment_status === 'paid') return paymentSucceeded(tx, object, now);
    if (object.payment_status === 'unpaid' && object.status === 'complete') return cardHeld(tx, object, now);
    return Promise.resolve(nothingAfter());
  },
  'checkout.session.async_payment_succeeded': paymentSucceeded,
  'checkout.session.expired': checkoutExpired,
  'payment_intent.payment_failed': paymentFailed,
  'charge.dispute.created': disputeChanged,
  'charge.dispute.updated': disputeChanged,
  'charge.dispute.closed': disputeChanged,
  // Payouts from hosts' Connect accounts (the endpoint must listen to events on connected accounts).
  'payout.paid': payoutPaid,
  'payout.failed': payoutFailed,
  'payout.canceled': payoutFailed,
  // Subscriptions Stripe renews (paid circle memberships).
  'invoice.paid': (_tx, object) => Promise.resolve({ ...nothingAfter(), subscriptionChange: invoicePaid(object) }),
  'invoice.payment_failed': (_tx, object) => Promise.resolve({ ...nothingAfter(), subscriptionChange: invoicePaymentFailed(object) }),
  'customer.subscription.deleted': (_tx, object) => Promise.resolve({ ...nothingAfter(), subscriptionChange: subscriptionDeleted(object) }),
};

/**
 * Applies one verified provider event. The event id is recorded in the same transaction as its
 * effect, so a redelivered event changes nothing, and an event whose handling failed is not
 * recorded and can be delivered again. Events we do not act on are acknowledged.
 */
export async function applyProviderEvent(deps: PaymentDeps, event: ProviderEvent, now = new Date()): Promise<{ duplicate: boolean }> {
  const handler = HANDLERS[event.type];
  const applied = await withTransaction(deps.db, async (tx) => {
    if (!(await recordProviderEvent(tx, event))) return false;
    const outcome = handler ? await handler(tx, event.data.object, now) : nothingAfter();
    // What follows from the event is enqueued with it: recorded once, and retried until done.
    await announceRsvpChanges(tx, deps, outcome.changes);
    if (outcome.receiptFor) await mailReceipt(tx, deps, outcome.receiptFor);
    if (outcome.refundWholly) {
      const { paymentId, note } = outcome.refundWholly;
      await enqueueRefund(tx, deps.jobs, 'late-payment', { paymentId, type: 'FULL', reason: 'CUSTOM', note });
    }
    if (outcome.refundMismatch) await enqueueMismatchRefund(tx, deps.jobs, outcome.refundMismatch);
    if (outcome.cardHeldFor) await mailCardHeld(tx, deps, outcome.cardHeldFor.payment, outcome.cardHeldFor.timezone);
    if (outcome.releaseHold) await enqueueRelease(tx, deps.jobs, outcome.releaseHold.paymentId, outcome.releaseHold.cause);
    if (outcome.otherCheckout) await deps.jobs.publish(tx, otherCheckoutSettled, outcome.otherCheckout);
    if (outcome.subscriptionChange) await deps.jobs.publish(tx, providerSubscriptionChanged, outcome.subscriptionChange);
    return true;
  });
  return { duplicate: !applied };
}

/** How far ahead of our clock an event may be dated: the tolerance the signatures have for lateness. */
const MAX_FUTURE_SECONDS = 5 * 60;

/** The time the signature header says the event was signed at (t=…), in seconds. */
function signedAt(signature: string | undefined): number | null {
  const match = /(?:^|,)\s*t=(\d+)/.exec(signature ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * An event signed, or made, more than 5 minutes ahead of our clock is refused: the signature check
 * only bounds how old an event may be, and a replay dated ahead would stay valid for as long.
 */
function assertNotFromTheFuture(event: ProviderEvent, signature: string | undefined, now: Date): void {
  const latest = Math.floor(now.getTime() / 1000) + MAX_FUTURE_SECONDS;
  const dates = [signedAt(signature), typeof event.created === 'number' ? event.created : null];
  if (dates.some((date) => date !== null && date > latest)) {
    throw paymentsError('WEBHOOK_DATED_IN_THE_FUTURE', 'The webhook event is dated in the future', {
      fieldErrors: [{ field: 'headers.stripe-signature', message: 'Dated more than 5 minutes ahead' }],
    });
  }
}

/** POST /payments/webhooks: verifies the signature over the raw body (400 and no change when it does not match), then applies the event. */
export async function receiveWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<{ received: true; duplicate: boolean }> {
  const provider = requireProvider(deps);
  let event: ProviderEvent;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch {
    throw paymentsError('WEBHOOK_SIGNATURE_MISMATCH', 'The webhook signature does not match', {
      fieldErrors: [{ field: 'headers.stripe-signature', message: 'Missing or wrong signature' }],
    });
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
    throw paymentsError('WEBHOOK_MALFORMED', 'The webhook event is malformed');
  }
  assertNotFromTheFuture(event, signature, now);
  const { duplicate } = await applyProviderEvent(deps, event, now);
  return { received: true, duplicate };
}
