import { buildIcsCalendar, displaySocialTitle, formatEventTime, socialCalendarEvent, type RsvpStatus } from '@socials/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { rsvps, socials, users, type SocialRow } from '../../db/schema';
import type { Mailer, MailMessage } from '../../core/mail';
import type { PaymentProvider } from '../payments';

/** What the services that send mail need: mail goes out after the change is committed. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** The payment provider, when payments are on: changes to paid RSVPs refund through it. */
  payments?: PaymentProvider | null;
}

/** An RSVP that moved into `status`: its attendee hears about it. */
export interface RsvpChange {
  rsvpId: string;
  status: RsvpStatus;
}

/** The public page of a social. */
export function socialUrl(config: Config, social: { slug: string }): string {
  return `${config.publicUrl}/socials/${encodeURIComponent(social.slug)}`;
}

/** The event's date and time range in its own zone, as the web pages show it. */
function eventTimeText(social: SocialRow): string {
  return formatEventTime({ eventTimestamp: social.eventAt.getTime(), eventEndTimestamp: social.eventEndAt.getTime(), timezone: social.timezone }).text;
}

/** The event as an .ics file, with the full address: it goes only to confirmed attendees. */
export function icsAttachment(social: SocialRow, url: string, now = Date.now()) {
  const event = socialCalendarEvent(
    {
      id: social.id,
      title: social.title,
      description: social.description,
      eventTimestamp: social.eventAt.getTime(),
      eventEndTimestamp: social.eventEndAt.getTime(),
      isOnline: social.isOnline,
      isDeleted: social.isDeleted,
      isCancelled: social.isCancelled,
      venue: social.venue,
      venueData: social.venueData,
    },
    url,
  );
  return { filename: 'invite.ics', content: buildIcsCalendar(event, now), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

interface Recipient {
  email: string;
  firstName: string | null;
}

/** The mail for an RSVP that moved into `status`, or null for statuses nobody is told about. */
function rsvpStatusMail(status: RsvpStatus, user: Recipient, social: SocialRow, config: Config): MailMessage | null {
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
    case 'APPROVED':
      return mail(
        `You're going to ${title}`,
        [
          `You're going to ${title}.`,
          `When: ${eventTimeText(social)}`,
          social.isOnline ? 'Where: online (the link is on your ticket)' : `Where: ${social.venueData?.address || social.venue || 'see your ticket'}`,
          '',
          `Your ticket: ${config.publicUrl}/my-ticket`,
          'The attached invite.ics adds the event to your calendar.',
        ],
        { attachments: [icsAttachment(social, url)] },
      );
    case 'WAITLIST':
      return mail(`You're on the waitlist for ${title}`, [
        `${title} is full for now, so you are on the waitlist. We will e-mail you if a seat frees up for you.`,
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

/** Sends each message; a failed one is logged, never thrown: the change it reports stands. */
export async function sendEach(deps: Pick<MailDeps, 'mailer' | 'log'>, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      // The change stands even when its mail cannot be sent.
      deps.log.error({ err, subject: message.subject }, 'RSVP e-mail failed');
    }
  }
}

/** Tells each attendee about their RSVP's new status (received, approved with the .ics, waitlisted, rejected, cancelled). */
export async function mailRsvpChanges(deps: MailDeps, changes: readonly RsvpChange[]): Promise<void> {
  if (changes.length === 0) return;
  try {
    const rows = await deps.db
      .select({ rsvpId: rsvps.id, email: users.email, firstName: users.firstName, social: socials })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .innerJoin(socials, eq(socials.id, rsvps.socialId))
      .where(inArray(rsvps.id, changes.map((change) => change.rsvpId)));
    const byId = new Map(rows.map((row) => [row.rsvpId, row]));
    const messages = changes.flatMap((change) => {
      const row = byId.get(change.rsvpId);
      return (row && rsvpStatusMail(change.status, row, row.social, deps.config)) || [];
    });
    await sendEach(deps, messages);
  } catch (err) {
    deps.log.error({ err }, 'RSVP e-mails failed');
  }
}

/** Tells everyone with an active RSVP that the event is cancelled. */
export async function mailSocialCancelled(deps: MailDeps, socialId: string): Promise<void> {
  try {
    const rows = await deps.db
      .select({ email: users.email, firstName: users.firstName, social: socials })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .innerJoin(socials, eq(socials.id, rsvps.socialId))
      .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, ['PENDING', 'APPROVED', 'WAITLIST'])));
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
    await sendEach(deps, messages);
  } catch (err) {
    deps.log.error({ err, socialId }, 'Cancellation e-mails failed');
  }
}
