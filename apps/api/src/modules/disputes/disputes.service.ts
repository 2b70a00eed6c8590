import { displaySocialTitle, sumOfParts, type Dispute, type DisputeRequest } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { listRefundsOfPayment, lockLatestPaidPaymentOf, openAttendeeDispute, refundedParts, toDispute } from '../payments';
import { findVisibleSocial, socialUrl, type SocialWithHosts } from '../socials';
import { findUserById } from '../users';
import { hasOpenAttendeeDispute } from './disputes.repo';
import { disputesError } from './disputes.errors';

const NO_PAYMENT = 'You have no payment for this event';

/** Tells the social's owner, by a mail enqueued with the dispute. */
async function mailOwner(tx: DbOrTx, deps: ServiceDeps, social: SocialWithHosts, dispute: Dispute): Promise<void> {
  const owner = await findUserById(tx, social.ownerId);
  if (!owner) return;
  const title = displaySocialTitle(social);
  await enqueueMail(tx, deps.jobs, [
    {
      to: owner.email,
      subject: `A guest disputed a payment for ${title}`,
      text: [
        `Hi ${owner.firstName ?? 'there'},`,
        '',
        `A guest disputed their payment for ${title} (reason: ${dispute.reason.toLowerCase().replaceAll('_', ' ')}).`,
        'Open the guest list to see the payment and its refunds; a refund may settle it.',
        '',
        `The event: ${socialUrl(deps.config, social)}`,
      ].join('\n'),
    },
  ]);
}

/**
 * POST /disputes/socials/{id}: the caller disputes their latest paid payment for the social. 400
 * when they paid nothing for it, 409 while an earlier dispute of theirs for that payment is open.
 * The amount is what they paid less what was refunded (or is on its way back).
 */
export async function createDispute(deps: ServiceDeps, viewer: Caller, socialId: string, body: DisputeRequest): Promise<Dispute> {
  const { db } = deps;
  const social = await findVisibleSocial(db, viewer, socialId);
  const dispute = await withTransaction(db, async (tx) => {
    // Locking the payment makes a second dispute of the same payment wait for the first and see it.
    const payment = await lockLatestPaidPaymentOf(tx, socialId, viewer.userId);
    if (!payment) throw disputesError('NO_PAID_PAYMENT', NO_PAYMENT);
    if (await hasOpenAttendeeDispute(tx, payment.id)) throw disputesError('DISPUTE_ALREADY_OPEN', 'You already have an open dispute for this payment');
    const refunded = refundedParts(await listRefundsOfPayment(tx, payment.id));
    const amountCents = Math.max(0, payment.totalCents - sumOfParts(refunded));
    const row = await openAttendeeDispute(tx, {
      socialId,
      paymentId: payment.id,
      userId: viewer.userId,
      reason: body.reason,
      details: body.details,
      amountCents,
    });
    const created = toDispute(row);
    await mailOwner(tx, deps, social, created);
    return created;
  });
  return dispute;
}
