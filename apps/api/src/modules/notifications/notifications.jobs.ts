import type { PublicApprovalStatus, RsvpStatus } from '@socials/domain';
import { defineJob, reactInTransaction, subscribe, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { rsvpApproved, rsvpSubmitted, socialSoldOut } from '../rsvps';
import { publicApprovalDecided, socialScheduled } from '../socials';
import { approvalDecisionMail, enqueueKeyedMail, goingMail, newRsvpMail, REMINDERS, reminderMail, soldOutMail, type ReminderKind } from './notifications.mail';
import { addDigestItem, findApprovalEmailAddendum, findRsvpWithAttendee, findSocial, listGoingGuests, listHostContacts } from './notifications.repo';

/** The guest is going: the going e-mail, with the hosts' addendum and the join link of an online event (not once the RSVP has ended). */
/** An RSVP still going when its going e-mail is written. */
const GOING_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

const sendGoingMail = defineJob<{ rsvpId: string }, AppDeps>({
  name: 'notifications.going-mail',
  async run({ rsvpId }, { db, deps, key }) {
    await withTransaction(db, async (tx) => {
      const rsvp = await findRsvpWithAttendee(tx, rsvpId);
      if (!rsvp || !GOING_STATUSES.includes(rsvp.status)) return;
      const addendum = await findApprovalEmailAddendum(tx, rsvp.social.id);
      await enqueueKeyedMail(tx, deps.jobs, key, goingMail(rsvp.attendee, rsvp.social, addendum, deps.config));
    });
  },
});

/** Each host hears of a new RSVP as they chose: a mail now, a line in tomorrow's digest, or nothing. */
const tellHostsOfNewRsvp = defineJob<{ rsvpId: string }, AppDeps>({
  name: 'notifications.new-rsvp',
  async run({ rsvpId }, { db, deps, key }) {
    await withTransaction(db, async (tx) => {
      const rsvp = await findRsvpWithAttendee(tx, rsvpId);
      if (!rsvp) return;
      const hosts = await listHostContacts(tx, rsvp.social.id);
      // A host who RSVPs to their own social knows already.
      for (const host of hosts.filter((contact) => contact.userId !== rsvp.attendee.userId)) {
        if (host.newRsvpNotice === 'IMMEDIATE')
          await enqueueKeyedMail(tx, deps.jobs, `${key}:${host.userId}`, newRsvpMail(host, rsvp.attendee, rsvp.status, rsvp.social, deps.config));
        if (host.newRsvpNotice === 'DAILY_DIGEST') await addDigestItem(tx, host.userId, rsvp.rsvpId);
      }
    });
  },
});

/** The hosts hear that the last seat went; once per social and capacity (the mail's key). */
const tellHostsSoldOut = defineJob<{ socialId: string; capacity: number }, AppDeps>({
  name: 'notifications.sold-out',
  async run({ socialId, capacity }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      const social = await findSocial(tx, socialId);
      if (!social || social.isCancelled || social.isDeleted) return;
      for (const host of await listHostContacts(tx, socialId)) {
        await enqueueKeyedMail(tx, deps.jobs, `sold-out:${socialId}:${capacity}:${host.userId}`, soldOutMail(host, social, capacity, deps.config));
      }
    });
  },
});

/** Staff decided a public social's status: its hosts hear the decision and the reviewer's reason. */
const tellHostsApprovalDecision = defineJob<{ socialId: string; status: PublicApprovalStatus; reason: string | null }, AppDeps>({
  name: 'notifications.approval-decision',
  async run({ socialId, status, reason }, { db, deps, key }) {
    await withTransaction(db, async (tx) => {
      const social = await findSocial(tx, socialId);
      if (!social) return;
      for (const host of await listHostContacts(tx, socialId)) {
        await enqueueKeyedMail(tx, deps.jobs, `${key}:${host.userId}`, approvalDecisionMail(host, social, status, reason, deps.config));
      }
    });
  },
});

export interface ReminderPayload {
  socialId: string;
  kind: ReminderKind;
  /** The start the reminder was scheduled for: a social that moved since has another reminder of its own. */
  eventTimestamp: number;
}

/**
 * A reminder before the start, to each guest going. Nothing goes out when the social moved (the
 * new start scheduled its own reminders), was cancelled or deleted. Each guest's mail is keyed by
 * guest, kind and start, so it goes once.
 */
export const sendReminder = defineJob<ReminderPayload, AppDeps>({
  name: 'notifications.reminder',
  async run({ socialId, kind, eventTimestamp }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      const social = await findSocial(tx, socialId);
      if (!social || social.isCancelled || social.isDeleted || social.eventAt.getTime() !== eventTimestamp) return;
      for (const guest of await listGoingGuests(tx, socialId)) {
        await enqueueKeyedMail(tx, deps.jobs, `reminder:${kind}:${guest.rsvpId}:${eventTimestamp}`, reminderMail(guest, social, kind, deps.config));
      }
    });
  },
});

/**
 * A social was created or moved: in the same transaction, its reminders are scheduled for the new
 * start (those of the old start stay queued and send nothing). A reminder whose time has passed
 * already (a social created less than a day ahead) is not scheduled.
 */
const scheduleReminders = reactInTransaction<{ socialId: string; eventTimestamp: number }, AppDeps>(
  socialScheduled,
  async (tx, { socialId, eventTimestamp }, { jobs }) => {
    for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
      const sendAt = eventTimestamp - REMINDERS[kind].before;
      if (sendAt <= Date.now()) continue;
      await jobs.enqueue(
        tx,
        sendReminder,
        { socialId, kind, eventTimestamp },
        { key: `notifications.reminder:${socialId}:${kind}:${eventTimestamp}`, startAfter: new Date(sendAt) },
      );
    }
  },
);

export const notificationsJobs: ModuleJobs = {
  jobs: [sendReminder],
  subscriptions: [
    subscribe(rsvpApproved, sendGoingMail),
    subscribe(rsvpSubmitted, tellHostsOfNewRsvp),
    subscribe(socialSoldOut, tellHostsSoldOut),
    subscribe(publicApprovalDecided, tellHostsApprovalDecision),
  ],
  reactions: [scheduleReminders],
};
