import {
  holdExpiresAt,
  holdsCardUntilApproved,
  type CheckoutSession,
  type Payment,
  type PaymentReturnStatus,
  type StartCheckoutBody,
  type UpdatePaymentBody,
} from '@socials/domain';
import type { Db, DbOrTx, Tx } from '../../core/db';
import { countRequest } from '../../core/rate-limit';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findVerifiedPayoutAccountId } from '../bank-accounts';
import { announceRsvpChanges, assertValidAnswers, createRsvp, freeSeat, latestDraftOf, lockSocial, noSeatLeft, promoteFromWaitlist, takeSeat } from '../rsvps';
import { findSocialRow, findVisibleSocial, listActiveRsvpsOfUser } from '../socials';
import { findUserById } from '../users';
import { requireProvider, type PaymentDeps } from './payment-deps';
import type { SocialRow, TicketTierRow } from './payment-socials.repo';
import { amountsOf, toPayment } from './payment-views';
import {
  expireOpenPayment,
  failOpenPayment,
  findPayment,
  hasHoldToGiveBack,
  insertPayment,
  listSocialIdsWithLapsedHolds,
  lockOpenPaymentOf,
  setCheckoutSession,
  type PaymentRow,
} from './payments.repo';
import { isBuyer, requireBuyer, requirePaymentReader } from './payments.policy';
import type { CheckoutLine } from '../../core/payment-provider';
import { assertPromoApplied, findTierOf, isPaidTier, priceOrder, PROMO_CODE_TRIES, type PriceClient } from './pricing.service';
import { listRefundsOfPayment } from './refunds.repo';
import { isPaymentReceipt, paymentReceipt, type ReceiptSigner } from './payment-receipt';
import { paymentsError } from './payments.errors';

const alreadyGoing = () => paymentsError('ALREADY_GOING', 'You already have an RSVP for this event');

/** What the attendee sees on the provider's page: the ticket (after any discount), the deposit and the fee. */
function checkoutLines(payment: PaymentRow): CheckoutLine[] {
  const ticket = payment.ticketPriceCents - payment.discountCents;
  const lines: CheckoutLine[] = [];
  if (ticket > 0) lines.push({ name: payment.promoCode ? `${payment.tierName} (promo ${payment.promoCode})` : payment.tierName, amountCents: ticket });
  if (payment.depositCents > 0) lines.push({ name: 'Refundable deposit', amountCents: payment.depositCents });
  if (payment.feeCents > 0) lines.push({ name: 'Service fee', amountCents: payment.feeCents });
  return lines;
}

/**
 * The site address the provider returns to: returnPath plus payment=<outcome>&paymentId=<id> and
 * the payment's receipt, with which the page reads how the payment went without a session.
 */
export function returnUrl(config: ReceiptSigner & { publicUrl: string }, payment: PaymentRow, outcome: 'success' | 'cancelled'): string {
  const separator = payment.returnPath.includes('?') ? '&' : '?';
  return `${config.publicUrl}${payment.returnPath}${separator}payment=${outcome}&paymentId=${payment.id}&receipt=${paymentReceipt(config, payment.id)}`;
}

/**
 * GET /payments/{id}/return-status: how the payment went, for whoever holds its receipt (the buyer,
 * sent back by the provider). A receipt that is not this payment's answers as an unknown payment.
 */
export async function getPaymentReturnStatus(db: Db, signer: ReceiptSigner, paymentId: string, receipt: string): Promise<PaymentReturnStatus> {
  const row = isPaymentReceipt(signer, paymentId, receipt) ? await findPayment(db, paymentId) : null;
  if (!row) throw paymentsError('NOT_FOUND', 'Payment not found');
  const { id, socialId, status, amounts, failureMessage, authorizedUntil } = await loadPaymentView(db, row);
  return { id, socialId, status, amounts, failureMessage, authorizedUntil };
}

/** Ends an OPEN checkout under the social's lock and gives its seat back; false when it was no longer open. */
export async function endOpenCheckout(tx: Tx, paymentId: string, now: Date): Promise<boolean> {
  const ended = await expireOpenPayment(tx, paymentId, now);
  if (!ended) return false;
  await freeSeat(tx, ended.socialId, ended.ticketTierId);
  return true;
}

/** Whether the user has an active RSVP to the social (not cancelled, rejected…) other than `exceptRsvpId`. */
export async function hasActiveRsvp(db: DbOrTx, socialId: string, userId: string, exceptRsvpId?: string): Promise<boolean> {
  return (await listActiveRsvpsOfUser(db, userId, [socialId])).some((rsvp) => rsvp.id !== exceptRsvpId);
}

interface HeldCheckout {
  payment: PaymentRow;
  /** An earlier open checkout of the same attendee that this one replaced: its provider session should end too. */
  replacedSessionId: string | null;
}

/**
 * Under the social's lock: refuses when the attendee already holds a seat, ends their earlier open
 * checkout, prices the order (the promo code's uses are counted under the same lock), takes a seat
 * of the social and of the tier (409 when either is full) and stores the OPEN payment holding it.
 */
async function holdSeatForCheckout(
  deps: PaymentDeps,
  viewer: Caller,
  social: SocialRow,
  tier: TicketTierRow,
  rsvpId: string,
  body: StartCheckoutBody,
  now: Date,
): Promise<HeldCheckout> {
  const provider = requireProvider(deps);
  return withTransaction(deps.db, async (tx) => {
    const locked = await lockSocial(tx, social.id, now);
    if (!locked) throw paymentsError('NOT_FOUND', 'Social not found');
    if (await hasActiveRsvp(tx, social.id, viewer.userId)) throw alreadyGoing();

    const earlier = await lockOpenPaymentOf(tx, social.id, viewer.userId);
    if (earlier) await endOpenCheckout(tx, earlier.id, now);

    const { charge, promo } = await priceOrder(tx, deps.config, social.id, tier, { promoCode: body.promoCode }, now);
    assertPromoApplied(charge);
    await takeSeat(tx, social.id, tier.id);
    const payment = await insertPayment(tx, {
      socialId: social.id,
      rsvpId,
      userId: viewer.userId,
      ticketTierId: tier.id,
      tierName: tier.name,
      provider: provider.name,
      currency: deps.config.payments.currency,
      ticketPriceCents: charge.ticketPrice,
      discountCents: charge.discount,
      depositCents: charge.deposit,
      feeCents: charge.fees,
      totalCents: charge.total,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      returnPath: body.returnPath,
      holdExpiresAt: new Date(holdExpiresAt(now.getTime(), deps.config.payments.checkoutHoldMinutes)),
      captureManually: holdsCardUntilApproved(locked),
      createdAt: now,
      updatedAt: now,
    });
    return { payment, replacedSessionId: earlier?.providerSessionId ?? null };
  });
}

/**
 * POST /payments/socials/{id}/payment-sessions. Saves the attendee's answers on their draft RSVP
 * (the same checks as any RSVP: invite code, verified organization, open event), checks them as a
 * completed RSVP would, holds a seat for the checkout's lifetime and opens the provider's checkout.
 * The RSVP is confirmed by the payment's webhook (payment-webhooks.ts), never by the browser.
 */
export async function startCheckout(
  deps: PaymentDeps,
  viewer: Caller,
  socialId: string,
  body: StartCheckoutBody,
  client: PriceClient,
  now = new Date(),
): Promise<CheckoutSession> {
  const provider = requireProvider(deps);
  if (body.promoCode !== undefined) await countRequest(deps.db, PROMO_CODE_TRIES, client.ip, now);
  // A members-only social is not there for people outside its circle.
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  if (social.isDeleted) throw paymentsError('NOT_FOUND', 'Social not found');
  const tier = await findTierOf(deps.db, socialId, body.ticketTierId);
  if (!isPaidTier(tier)) {
    throw paymentsError('FREE_TICKET', 'This ticket is free: RSVP without a checkout', {
      fieldErrors: [{ field: 'body.ticketTierId', message: 'A free ticket needs no payment' }],
    });
  }
  // Refusals come before anything is saved (the seat and the code's last use are checked again under the lock).
  if (await hasActiveRsvp(deps.db, socialId, viewer.userId)) throw alreadyGoing();
  // Sold out: a surge of late buyers is turned away without a draft each or a wait for the social's
  // lock. Not while a lapsed hold or the buyer's own earlier checkout holds a seat: those come back under the lock.
  const soldOut = noSeatLeft(social, tier);
  if (soldOut && !(await hasHoldToGiveBack(deps.db, socialId, viewer.userId, now))) throw soldOut;
  const answers = body.answers ?? (await latestDraftOf(deps.db, socialId, viewer.userId))?.answers ?? [];
  assertValidAnswers(social.questionnaire, answers);
  assertPromoApplied((await priceOrder(deps.db, deps.config, socialId, tier, { promoCode: body.promoCode }, now)).charge);
  const draft = await createRsvp(
    deps,
    viewer,
    socialId,
    { ticketTierId: body.ticketTierId, answers, hideFromGuestList: body.hideFromGuestList, inviteCode: body.inviteCode, partial: true },
    now,
  );
  const buyer = await findUserById(deps.db, viewer.userId);
  if (!buyer) throw paymentsError('NOT_FOUND', 'User not found');

  const { payment, replacedSessionId } = await holdSeatForCheckout(deps, viewer, social, tier, draft.id, body, now);
  if (replacedSessionId) await expireQuietly(deps, replacedSessionId);

  // The host's verified Stripe Connect account, if they have one: their share of the payment goes there.
  const destination = await findVerifiedPayoutAccountId(deps.db, social.ownerId);
  let created;
  try {
    created = await provider.createCheckout({
      paymentId: payment.id,
      currency: payment.currency,
      lines: checkoutLines(payment),
      customerEmail: buyer.email,
      expiresAt: payment.holdExpiresAt,
      successUrl: returnUrl(deps.config, payment, 'success'),
      cancelUrl: returnUrl(deps.config, payment, 'cancelled'),
      ...(destination ? { transfer: { destinationAccountId: destination, applicationFeeCents: payment.feeCents } } : {}),
      ...(payment.captureManually ? { captureManually: true } : {}),
    });
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'The payment provider could not open a checkout');
    await withTransaction(deps.db, async (tx) => {
      await lockSocial(tx, socialId, now);
      await failOpenPayment(tx, payment.id, new Date());
      await freeSeat(tx, socialId, payment.ticketTierId);
    });
    throw paymentsError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not open a checkout: try again in a moment');
  }
  await setCheckoutSession(deps.db, payment.id, { sessionId: created.sessionId, url: created.url }, new Date());
  return { paymentId: payment.id, checkoutUrl: created.url, expiresAt: payment.holdExpiresAt.getTime(), amounts: amountsOf(payment) };
}

async function expireQuietly(deps: PaymentDeps, sessionId: string): Promise<void> {
  try {
    await deps.payments?.expireCheckout(sessionId);
  } catch (err) {
    // Its hold is gone already; if it is paid after all, the webhook refunds it or finds it a seat.
    deps.log.warn({ err, sessionId }, 'Could not expire a replaced checkout session');
  }
}

async function loadPaymentView(db: Db, row: PaymentRow): Promise<Payment> {
  return toPayment(row, await listRefundsOfPayment(db, row.id));
}

/** GET /payments/{id}: for the buyer, the social's hosts and staff; 404 for anyone else. */
export async function getPayment(db: Db, viewer: Caller, paymentId: string): Promise<Payment> {
  const row = await findPayment(db, paymentId);
  if (!row) throw paymentsError('NOT_FOUND', 'Payment not found');
  requirePaymentReader(viewer, row, isBuyer(viewer, row) ? null : await findSocialRow(db, row.socialId));
  return loadPaymentView(db, row);
}

/**
 * PATCH /payments { status: CANCELLED }: the attendee abandons their open checkout. The provider's
 * session is ended first, so it can no longer be paid; then the seat goes back (and to the
 * waitlist when the host promotes automatically). A checkout that was paid meanwhile stays paid: 409.
 */
export async function cancelCheckout(deps: PaymentDeps, viewer: Caller, body: UpdatePaymentBody, now = new Date()): Promise<Payment> {
  const provider = requireProvider(deps);
  const row = await findPayment(deps.db, body.paymentId);
  if (!row) throw paymentsError('NOT_FOUND', 'Payment not found');
  requireBuyer(viewer, row);
  if (row.status === 'PAID') throw paymentsError('CHECKOUT_PAID', 'This checkout was paid: cancel the RSVP instead');
  if (row.status === 'AUTHORIZED') throw paymentsError('CHECKOUT_PAID', 'Your card is held for this RSVP: cancel the RSVP to release it');
  if (row.status !== 'OPEN') return loadPaymentView(deps.db, row);
  if (row.providerSessionId && !(await provider.expireCheckout(row.providerSessionId))) {
    throw paymentsError('CHECKOUT_PAID', 'This checkout was just paid: your ticket is being confirmed');
  }
  await withTransaction(deps.db, async (tx) => {
    await lockSocial(tx, row.socialId, now);
    if (!(await endOpenCheckout(tx, row.id, now))) return;
    const promoted = await promoteFromWaitlist(tx, row.socialId);
    await announceRsvpChanges(
      tx,
      deps,
      promoted.map((rsvp) => ({ rsvpId: rsvp.id, status: rsvp.status })),
    );
  });
  const after = await findPayment(deps.db, row.id);
  return loadPaymentView(deps.db, after ?? row);
}

/**
 * Gives back the seats of checkouts whose hold lapsed, social by social, and fills them from the
 * waitlist where the host promotes automatically. Every seat decision releases lapsed holds of its
 * social anyway (lockSocial); this sweep, run every minute by the server, frees the rest. Safe on
 * any number of instances: each release is a conditional update under the social's lock.
 */
export async function sweepLapsedHolds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const lapsed = await listSocialIdsWithLapsedHolds(deps.db, now);
  for (const socialId of lapsed) {
    await withTransaction(deps.db, async (tx) => {
      await lockSocial(tx, socialId, now);
      const promoted = await promoteFromWaitlist(tx, socialId);
      await announceRsvpChanges(
        tx,
        deps,
        promoted.map((rsvp) => ({ rsvpId: rsvp.id, status: rsvp.status })),
      );
    });
  }
  return lapsed.length;
}
