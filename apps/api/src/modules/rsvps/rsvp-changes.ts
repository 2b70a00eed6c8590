import type { DbOrTx } from '../../core/db';
import { holdsSeat } from '@socials/domain';
import { enqueueRsvpMails, type MailQueueDeps, type RsvpChange } from './rsvp-mail';
import { listFullSocialsOfRsvps } from './rsvps.repo';
import { refundRsvpPoints } from '../points';
import { rsvpApproved, rsvpEnded, rsvpSubmitted, socialSoldOut } from './rsvps.events';

/**
 * RSVPs moved, in the transaction `tx` that moved them: each attendee hears about theirs, and the
 * other areas learn which ended (rsvpEnded: what was paid is settled), which were approved
 * (rsvpApproved: a card held for it is charged, the guest gets the going e-mail), which are new
 * (rsvpSubmitted: the hosts hear of them) and, when the changes took a social's last seat, that
 * it is sold out (socialSoldOut). Every path that moves RSVPs announces through here, so an RSVP
 * that ended gives back the points it spent here too, in the same transaction.
 */
export async function announceRsvpChanges(tx: DbOrTx, deps: MailQueueDeps, changes: readonly RsvpChange[]): Promise<void> {
  await enqueueRsvpMails(tx, deps, changes);
  for (const change of changes) {
    if (change.status === 'CANCELLED' || change.status === 'REJECTED') {
      await refundRsvpPoints(tx, change.rsvpId);
      await deps.jobs.publish(tx, rsvpEnded, { rsvpId: change.rsvpId });
    }
    if (change.status === 'APPROVED') await deps.jobs.publish(tx, rsvpApproved, { rsvpId: change.rsvpId });
    if (change.submitted) await deps.jobs.publish(tx, rsvpSubmitted, { rsvpId: change.rsvpId });
  }
  const seated = changes.filter((change) => holdsSeat(change.status)).map((change) => change.rsvpId);
  for (const full of await listFullSocialsOfRsvps(tx, seated)) await deps.jobs.publish(tx, socialSoldOut, full);
}
