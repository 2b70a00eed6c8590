import { defineJob, reactInTransaction, subscribe, type ModuleJobs } from '../../core/jobs';
import type { Tx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { socialCancelled, socialSeatsChanged } from '../socials';
import { announceRsvpChanges } from './rsvp-changes';
import { enqueueSocialCancelledMails } from './rsvp-mail';
import { promoteFromWaitlist } from './rsvp-seats';

/** The guests of a cancelled social each get an e-mail (one mail job each, enqueued together). */
const mailGuestsOfCancelledSocial = defineJob<{ socialId: string }, AppDeps>({
  name: 'rsvps.mail-cancelled-social',
  async run({ socialId }, { db, deps }) {
    await withTransaction(db, (tx) => enqueueSocialCancelledMails(tx, deps, socialId));
  },
});

/** Seats may have opened: in the same transaction the waitlist moves up (when the host promotes automatically), and those promoted hear it. */
const promoteWaitlist = reactInTransaction<{ socialId: string }, AppDeps>(socialSeatsChanged, async (tx, { socialId }, { deps }) => {
  const promoted = await promoteFromWaitlist(tx as Tx, socialId);
  await announceRsvpChanges(
    tx,
    deps,
    promoted.map((rsvp) => ({ rsvpId: rsvp.id, status: rsvp.status })),
  );
});

export const rsvpsJobs: ModuleJobs = {
  subscriptions: [subscribe(socialCancelled, mailGuestsOfCancelledSocial)],
  reactions: [promoteWaitlist],
};
