import type { DbOrTx } from '../../core/db';
import { enqueueRsvpMails, type MailQueueDeps, type RsvpChange } from './rsvp-mail';
import { rsvpApproved, rsvpEnded } from './rsvps.events';

/**
 * RSVPs moved, in the transaction `tx` that moved them: each attendee hears about theirs, and the
 * other areas learn which ended (rsvpEnded: what was paid is settled) and which were approved
 * (rsvpApproved: a card held for it is charged). Every path that moves RSVPs announces through here.
 */
export async function announceRsvpChanges(tx: DbOrTx, deps: MailQueueDeps, changes: readonly RsvpChange[]): Promise<void> {
  await enqueueRsvpMails(tx, deps, changes);
  for (const change of changes) {
    if (change.status === 'CANCELLED' || change.status === 'REJECTED') await deps.jobs.publish(tx, rsvpEnded, { rsvpId: change.rsvpId });
    if (change.status === 'APPROVED') await deps.jobs.publish(tx, rsvpApproved, { rsvpId: change.rsvpId });
  }
}
