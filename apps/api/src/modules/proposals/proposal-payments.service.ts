import { depositRefusal, holdExpiresAt, type ProposalCheckout } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { renderTestCheckoutPage, sendTestCheckoutOutcome, type OtherCheckoutSettled, type TestCheckoutOutcome } from '../payments';
import { findUserById } from '../users';
import {
  expireLapsedPayments,
  expireOpenPayments,
  findPayment,
  findPaymentOfSession,
  insertPayment,
  listPaidPayments,
  lockLivePaymentOf,
  lockPayment,
  moveStatus,
  setCheckout,
  type ProposalPaymentRow,
} from './proposal-payments.repo';
import { enqueueDepositRefund } from './proposal-refunds.jobs';
import { reach, requireCircleVoter } from './proposals.policy';
import { findProposal, lockProposal, type ProposalRow } from './proposals.repo';
import { proposalsError } from './proposals.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the test provider's checkout page of a proposal deposit lives. */
export const proposalTestCheckoutPath = (sessionId: string) => `/api/proposals/test-checkout/${encodeURIComponent(sessionId)}`;

const proposalPage = (publicUrl: string, slug: string, outcome: 'success' | 'cancelled', paymentId: string) =>
  `${publicUrl}/proposals/${slug}?payment=${outcome}&paymentId=${paymentId}`;

function refuseDeposit(proposal: ProposalRow, live: ProposalPaymentRow | null, now: Date): void {
  const refusal = depositRefusal(
    { status: proposal.status, depositCents: proposal.depositCents, paidDeadline: proposal.paidDeadline?.getTime() ?? null },
    live?.status ?? null,
    now.getTime(),
  );
  if (refusal === 'FREE') throw proposalsError('PROPOSAL_NOT_PAID', 'This proposal asks for no deposit: vote without paying');
  if (refusal === 'CLOSED') throw proposalsError('PROPOSAL_CLOSED', 'This proposal is no longer open');
  if (refusal === 'PAID_DEADLINE_PASSED') throw proposalsError('PROPOSAL_PAID_DEADLINE_PASSED', 'The deadline to pay the deposit has passed');
  if (refusal === 'ALREADY_PAID') throw proposalsError('PROPOSAL_ALREADY_PAID', 'You have already paid the deposit for this proposal');
}

/**
 * POST /payments/proposals/{id}/payment-sessions: opens the provider's checkout of the caller's
 * deposit. Under the proposal's lock: refuses a free, closed or already paid proposal and one past
 * its paid deadline, ends the caller's earlier open checkout and stores the OPEN deposit; the
 * deposit is confirmed by the provider's webhook only (settleProposalCheckout).
 */
export async function startProposalCheckout(deps: ServiceDeps, viewer: Caller, proposalId: string, now = new Date()): Promise<ProposalCheckout> {
  const provider = deps.payments;
  if (!provider) throw proposalsError('PAYMENTS_OFF', 'Payments are not set up on this site');
  const { payment, replaced, proposal } = await withTransaction(deps.db, async (tx) => {
    await lockProposal(tx, proposalId);
    const { found, standing } = await reach(tx, viewer, { id: proposalId });
    requireCircleVoter(found.proposal, standing);
    await expireLapsedPayments(tx, proposalId, viewer.userId, now);
    const live = await lockLivePaymentOf(tx, proposalId, viewer.userId);
    refuseDeposit(found.proposal, live, now);
    if (live) await moveStatus(tx, live.id, ['OPEN'], 'EXPIRED');
    const row = await insertPayment(tx, {
      proposalId,
      userId: viewer.userId,
      amountCents: found.proposal.depositCents!,
      currency: found.proposal.currency,
      provider: provider.name,
      holdExpiresAt: new Date(holdExpiresAt(now.getTime(), deps.config.payments.checkoutHoldMinutes)),
      createdAt: now,
      updatedAt: now,
    });
    return { payment: row, replaced: live?.providerSessionId ?? null, proposal: found.proposal };
  });
  if (replaced) await expireQuietly(deps, replaced);

  const buyer = await findUserById(deps.db, viewer.userId);
  try {
    const created = await provider.createCheckout({
      paymentId: payment.id,
      currency: payment.currency,
      lines: [{ name: `Refundable deposit: ${proposal.title}`, amountCents: payment.amountCents }],
      customerEmail: buyer?.email ?? '',
      expiresAt: payment.holdExpiresAt,
      successUrl: proposalPage(deps.config.publicUrl, proposal.slug, 'success', payment.id),
      cancelUrl: proposalPage(deps.config.publicUrl, proposal.slug, 'cancelled', payment.id),
    });
    // The built-in test provider's page for social payments reads the payments table: a deposit has its own.
    const url = provider.name === 'TEST' ? `${deps.config.publicUrl}${proposalTestCheckoutPath(created.sessionId)}` : created.url;
    await setCheckout(deps.db, payment.id, { provider: provider.name, sessionId: created.sessionId, url });
    return {
      paymentId: payment.id,
      checkoutUrl: url,
      expiresAt: payment.holdExpiresAt.getTime(),
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'The payment provider could not open a proposal checkout');
    await moveStatus(deps.db, payment.id, ['OPEN'], 'EXPIRED');
    throw proposalsError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not open a checkout: try again in a moment');
  }
}

async function expireQuietly(deps: Pick<ServiceDeps, 'payments' | 'log'>, sessionId: string): Promise<void> {
  try {
    await deps.payments?.expireCheckout(sessionId);
  } catch (err) {
    // If it is paid after all, the webhook finds the deposit replaced and refunds it.
    deps.log.warn({ err, sessionId }, 'Could not expire a replaced proposal checkout');
  }
}

/** A deposit that cannot count (the proposal ended, or the supporter paid twice): it goes back. */
async function refundLate(tx: DbOrTx, jobs: JobQueue, payment: ProposalPaymentRow, providerPaymentId: string | null): Promise<void> {
  const moved = await moveStatus(tx, payment.id, ['OPEN', 'EXPIRED'], 'REFUNDING', { providerPaymentId, paidAt: new Date() });
  if (moved) await enqueueDepositRefund(tx, jobs, payment.id);
}

/**
 * The provider settled a checkout (in the webhook's transaction; not ours: nothing happens).
 * Expired: an open deposit ends. Paid for its amount: the deposit is PAID while the proposal can
 * still become a social, otherwise (or when the supporter has paid already) it is refunded. A
 * redelivered event finds the deposit settled and does nothing.
 */
export async function settleProposalCheckout(tx: DbOrTx, settled: OtherCheckoutSettled, jobs: JobQueue, now = new Date()): Promise<void> {
  if (!UUID.test(settled.checkoutId)) return;
  const seen = await findPayment(tx, settled.checkoutId);
  if (!seen) return;
  // The proposal first, then the deposit: the order startProposalCheckout takes them in.
  const proposal = await lockProposal(tx, seen.proposalId);
  const payment = await lockPayment(tx, seen.id);
  if (!proposal || !payment) return;
  if (settled.outcome === 'expired') {
    await moveStatus(tx, payment.id, ['OPEN'], 'EXPIRED');
    return;
  }
  if (payment.status !== 'OPEN' && payment.status !== 'EXPIRED') return;
  // Another amount than the deposit confirms nothing; staff settle it with the provider.
  if (settled.amountCents !== payment.amountCents) return;
  const live = await lockLivePaymentOf(tx, payment.proposalId, payment.userId);
  const stillCounts = proposal.status === 'OPEN' || proposal.status === 'QUORUM_REACHED';
  if (!stillCounts || (live && live.id !== payment.id && live.status === 'PAID')) {
    await refundLate(tx, jobs, payment, settled.providerPaymentId);
    return;
  }
  // A newer open checkout of the same supporter gives way to the one that was paid.
  if (live && live.id !== payment.id) await moveStatus(tx, live.id, ['OPEN'], 'EXPIRED');
  await moveStatus(tx, payment.id, ['OPEN', 'EXPIRED'], 'PAID', { providerPaymentId: settled.providerPaymentId, paidAt: now });
}

/**
 * The proposal will never happen (terminated, or closed without quorum): in the caller's
 * transaction every confirmed deposit becomes REFUNDING with its refund job queued (once per
 * deposit), and open checkouts end. Returns the provider sessions to expire after the commit.
 */
export async function refundDeposits(tx: DbOrTx, jobs: JobQueue, proposalId: string): Promise<string[]> {
  for (const payment of await listPaidPayments(tx, proposalId)) {
    if (await moveStatus(tx, payment.id, ['PAID'], 'REFUNDING')) await enqueueDepositRefund(tx, jobs, payment.id);
  }
  return expireOpenPayments(tx, proposalId);
}

/** Ends the provider sessions of checkouts that can no longer count, after the commit that closed them. */
export async function expireSessions(deps: Pick<ServiceDeps, 'payments' | 'log'>, sessionIds: readonly string[]): Promise<void> {
  for (const sessionId of sessionIds) await expireQuietly(deps, sessionId);
}

/** A paid supporter's deposit became their RSVP to the social; one that found no seat goes back. */
export async function carryDepositOver(tx: DbOrTx, jobs: JobQueue, payment: ProposalPaymentRow, rsvp: { id: string; going: boolean }): Promise<void> {
  if (rsvp.going) {
    await moveStatus(tx, payment.id, ['PAID'], 'CONVERTED', { rsvpId: rsvp.id });
    return;
  }
  if (await moveStatus(tx, payment.id, ['PAID'], 'REFUNDING', { rsvpId: rsvp.id })) await enqueueDepositRefund(tx, jobs, payment.id);
}

async function findTestPayment(deps: ServiceDeps, sessionId: string): Promise<ProposalPaymentRow> {
  const payment = await findPaymentOfSession(deps.db, sessionId);
  if (!payment || payment.provider !== 'TEST') throw proposalsError('NOT_FOUND', 'Checkout not found');
  return payment;
}

/** The deposit's proposal as its pages name it. */
async function proposalOf(deps: ServiceDeps, payment: ProposalPaymentRow): Promise<{ title: string; slug: string }> {
  const found = await findProposal(deps.db, { id: payment.proposalId });
  return found ? { title: found.proposal.title, slug: found.proposal.slug } : { title: 'Proposal', slug: '' };
}

/** The test provider's checkout page (HTML) of a deposit: the payments area's page, showing the deposit. */
export async function proposalTestCheckoutPage(deps: ServiceDeps, sessionId: string, now = Date.now()): Promise<string> {
  const payment = await findTestPayment(deps, sessionId);
  const { title, slug } = await proposalOf(deps, payment);
  const settled = payment.status === 'OPEN' || payment.status === 'EXPIRED' ? payment.status : 'PAID';
  return renderTestCheckoutPage({
    payment: {
      status: settled,
      holdExpiresAt: payment.holdExpiresAt.getTime(),
      failureMessage: null,
      amounts: { ticketPrice: 0, discount: 0, deposit: payment.amountCents, fees: 0, total: payment.amountCents },
      tierName: 'Deposit',
      promoCode: null,
    },
    socialTitle: title,
    actionPath: proposalTestCheckoutPath(sessionId),
    backUrl: `${deps.config.publicUrl}/proposals/${slug}`,
    now,
  });
}

/** Pays, declines or cancels a test checkout of a deposit (the same signed webhooks as a social's); returns where the browser goes next. */
export async function finishProposalTestCheckout(deps: ServiceDeps, sessionId: string, outcome: TestCheckoutOutcome, now = Date.now()): Promise<string> {
  const payment = await findTestPayment(deps, sessionId);
  const page = proposalTestCheckoutPath(sessionId);
  if (payment.status !== 'OPEN' || now >= payment.holdExpiresAt.getTime()) return page;
  await sendTestCheckoutOutcome(deps, { sessionId, checkoutId: payment.id, totalCents: payment.amountCents, captureManually: false }, outcome);
  if (outcome === 'decline') return page;
  const { slug } = await proposalOf(deps, payment);
  return proposalPage(deps.config.publicUrl, slug, outcome === 'pay' ? 'success' : 'cancelled', payment.id);
}
