import { displaySocialTitle, sumOfParts, type Dispute, type DisputeRequest } from '@socials/domain';
import { and, desc, eq } from 'drizzle-orm';
import { disputes, payments, refunds, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { refundedParts, toDispute } from '../payments';
import type { DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import type { ServiceDeps } from '../../http/route-deps';
import { findVisibleSocial, socialUrl, type SocialWithHosts } from '../socials';

const NO_PAYMENT = 'You have no payment for this event';

/** Tells the social's owner, by a mail enqueued with the dispute. */
async function mailOwner(tx: DbOrTx, deps: ServiceDeps, social: SocialWithHosts, dispute: Dispute): Promise<void> {
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, social.ownerId)).limit(1);
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
export async function createDispute(deps: ServiceDeps, viewer: RequestAuth, socialId: string, body: DisputeRequest): Promise<Dispute> {
  const { db } = deps;
  const social = await findVisibleSocial(db, viewer, socialId);
  const dispute = await db.transaction(async (tx) => {
    // Locking the payment makes a second dispute of the same payment wait for the first and see it.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.socialId, socialId), eq(payments.userId, viewer.userId), eq(payments.status, 'PAID')))
      .orderBy(desc(payments.paidAt), desc(payments.createdAt))
      .limit(1)
      .for('update');
    if (!payment) throw badRequest(NO_PAYMENT);
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.paymentId, payment.id), eq(disputes.source, 'ATTENDEE'), eq(disputes.status, 'OPEN')))
      .limit(1);
    if (open) throw conflict('You already have an open dispute for this payment');
    const refunded = refundedParts(await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id)));
    const amountCents = Math.max(0, payment.totalCents - sumOfParts(refunded));
    const [row] = await tx
      .insert(disputes)
      .values({ socialId, paymentId: payment.id, userId: viewer.userId, source: 'ATTENDEE', reason: body.reason, details: body.details, amountCents })
      .returning();
    if (!row) throw new Error('The dispute insert returned no row');
    const created = toDispute(row);
    await mailOwner(tx, deps, social, created);
    return created;
  });
  return dispute;
}
