import { displaySocialTitle, formatEventTime, type RsvpStatus } from '@socials/domain';
import type { Config } from '../../core/config';
import type { DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail, type MailMessage } from '../../core/mail';
import { socialUrl } from '../socials';
import { listRecipientsOfRsvps, listRecipientsOfSocial, type SocialRow } from './rsvps.repo';

/** What enqueueing the mails of a change needs. */
export interface MailQueueDeps {
  config: Config;
  jobs: JobQueue;
}

/** An RSVP that moved into `status`: its attendee hears about it. */
export interface RsvpChange {
  rsvpId: string;
  status: RsvpStatus;
  /** The hosts moved it by hand (a waitlisted guest is then not told the event is full). */
  byHosts?: boolean;
  /** The attendee completed this RSVP just now (a new RSVP, free or paid): its hosts hear of it (rsvpSubmitted). */
  submitted?: boolean;
}

/** The event's date and time range in its own zone, as the web pages show it. */
function eventTimeText(social: SocialRow): string {
  return formatEventTime({ eventTimestamp: social.eventAt.getTime(), eventEndTimestamp: social.eventEndAt.getTime(), timezone: social.timezone }).text;
}

interface Recipient {
  email: string;
  firstName: string | null;
}

/** The mail for an RSVP that moved into `status`, or null for statuses nobody is told about. */
function rsvpStatusMail({ status, byHosts }: RsvpChange, user: Recipient, social: SocialRow, config: Config): MailMessage | null {
  const title = displaySocialTitle(social);
  const url = socialUrl(config, social);
  const hello = `Hi ${user.firstName ?? 'there'},`;
  const mail = (subject: string, lines: string[], extra: Partial<MailMessage> = {}): MailMessage => ({
    to: user.email,
    subject,
    text: [hello, '', ...lines].join('\n'),
    ...extra,
  });
  switch (status) {
    case 'PENDING':
      return mail(`We received your RSVP to ${title}`, [
        `Thanks for your RSVP to ${title}. The hosts review every RSVP; we will e-mail you when they decide.`,
        '',
        `The event: ${url}`,
      ]);
    // The going e-mail is the notifications area's (it reacts to rsvpApproved), with the hosts' addendum and the join link.
    case 'WAITLIST':
      return mail(`You're on the waitlist for ${title}`, [
        byHosts
          ? `The hosts of ${title} have put you on the waitlist. We will e-mail you if they confirm a seat for you.`
          : `${title} is full for now, so you are on the waitlist. We will e-mail you if a seat frees up for you.`,
        '',
        `The event: ${url}`,
      ]);
    case 'REJECTED':
      return mail(`Your RSVP to ${title} was not accepted`, [`The hosts of ${title} could not accept your RSVP this time.`]);
    case 'CANCELLED':
      return mail(`Your RSVP to ${title} is cancelled`, [`Your RSVP to ${title} is cancelled.`, '', `The event: ${url}`]);
    default:
      return null;
  }
}

/**
 * Tells each attendee about their RSVP's new status (received, waitlisted, rejected, cancelled): the mails are enqueued in the transaction that made the change.
 */
export async function enqueueRsvpMails(tx: DbOrTx, deps: MailQueueDeps, changes: readonly RsvpChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = await listRecipientsOfRsvps(
    tx,
    changes.map((change) => change.rsvpId),
  );
  const byId = new Map(rows.map((row) => [row.rsvpId, row]));
  const messages = changes.flatMap((change) => {
    const row = byId.get(change.rsvpId);
    return (row && rsvpStatusMail(change, row, row.social, deps.config)) || [];
  });
  await enqueueMail(tx, deps.jobs, messages);
}

/** Everyone with an active RSVP hears that the event is cancelled (in the transaction of the job that reacts to it). */
export async function enqueueSocialCancelledMails(tx: DbOrTx, deps: MailQueueDeps, socialId: string): Promise<void> {
  const rows = await listRecipientsOfSocial(tx, socialId, ['PENDING', 'APPROVED', 'WAITLIST']);
  const messages = rows.map(
    (row): MailMessage => ({
      to: row.email,
      subject: `${displaySocialTitle(row.social)}: the event is cancelled`,
      text: [
        `Hi ${row.firstName ?? 'there'},`,
        '',
        `The hosts have cancelled ${row.social.title}, planned for ${eventTimeText(row.social)}.`,
        'Sorry for the change of plans.',
      ].join('\n'),
    }),
  );
  await enqueueMail(tx, deps.jobs, messages);
}
