import {
  approvalStatusLabel,
  buildIcsCalendar,
  displaySocialTitle,
  formatEventTime,
  getDisplayName,
  httpsLinkOrNull,
  rsvpStatusLabel,
  socialCalendarEvent,
  type NameableUser,
  type PublicApprovalStatus,
  type RsvpStatus,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { sendMailJob, type MailMessage } from '../../core/mail';
import { socialUrl } from '../socials';
import type { MailContact, SocialRow } from './notifications.repo';

type Urls = Pick<Config, 'publicUrl'>;

/** The host portal, served under /host of the public address. */
const hostPortal = (config: Urls) => `${config.publicUrl}/host`;

/** Enqueues one mail under `key`: the same key is the same mail, however often the work that decides it runs. */
export function enqueueKeyedMail(tx: DbOrTx, jobs: JobQueue, key: string, message: MailMessage): Promise<void> {
  return jobs.enqueue(tx, sendMailJob, message, { key: `mail:${key}` });
}

/** A mail to one person: greeted by first name, the lines after a blank line. */
function mailTo(to: Pick<MailContact, 'email' | 'firstName'>, subject: string, lines: readonly string[], extra: Partial<MailMessage> = {}): MailMessage {
  return { to: to.email, subject, text: [`Hi ${to.firstName ?? 'there'},`, '', ...lines].join('\n'), ...extra };
}

/** The event's date and time range in its own zone, as the web pages show it. */
function eventTimeText(social: SocialRow): string {
  return formatEventTime({ eventTimestamp: social.eventAt.getTime(), eventEndTimestamp: social.eventEndAt.getTime(), timezone: social.timezone }).text;
}

/**
 * Where the event is, for a confirmed guest: the join link of an online event (these mails go
 * only to guests who are going), or the venue's address.
 */
function whereLine(social: SocialRow): string {
  // Only an https link goes out, even from a row stored before links were checked.
  const joinLink = httpsLinkOrNull(social.onlineLink);
  if (social.isOnline) return joinLink ? `Join online: ${joinLink}` : 'Where: online (the hosts will share the link)';
  return `Where: ${social.venueData?.address || social.venue || 'see your ticket'}`;
}

/** The event as an .ics file, with the full address: it goes only to confirmed attendees. */
function icsAttachment(social: SocialRow, url: string, now = Date.now()) {
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
      onlineLink: social.onlineLink,
    },
    url,
  );
  return { filename: 'invite.ics', content: buildIcsCalendar(event, now), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** The going (approval) e-mail: when, where (the join link of an online event), the ticket, the hosts' addendum and the .ics. */
export function goingMail(guest: Pick<MailContact, 'email' | 'firstName'>, social: SocialRow, addendum: string | null, config: Urls): MailMessage {
  const title = displaySocialTitle(social);
  const url = socialUrl(config, social);
  return mailTo(
    guest,
    `You're going to ${title}`,
    [
      `You're going to ${title}.`,
      `When: ${eventTimeText(social)}`,
      whereLine(social),
      ...(addendum ? ['', 'A note from the hosts:', addendum] : []),
      '',
      `Your ticket: ${config.publicUrl}/my-ticket`,
      'The attached invite.ics adds the event to your calendar.',
    ],
    { attachments: [icsAttachment(social, url)] },
  );
}

/** Reminders before the start: the kind is how long before. */
export const REMINDERS = {
  DAY_BEFORE: { before: 24 * 60 * 60 * 1000, text: 'tomorrow' },
  HOUR_BEFORE: { before: 60 * 60 * 1000, text: 'in an hour' },
} as const;
export type ReminderKind = keyof typeof REMINDERS;

export function reminderMail(guest: MailContact, social: SocialRow, kind: ReminderKind, config: Urls): MailMessage {
  const title = displaySocialTitle(social);
  return mailTo(guest, `Reminder: ${title} starts ${REMINDERS[kind].text}`, [
    `${title} starts ${REMINDERS[kind].text}.`,
    `When: ${eventTimeText(social)}`,
    whereLine(social),
    '',
    `Your ticket: ${config.publicUrl}/my-ticket`,
    `The event: ${socialUrl(config, social)}`,
  ]);
}

/** The host's page of a social's guests. */
const guestsPage = (config: Urls, social: { id: string }) => `${hostPortal(config)}/socials/${social.id}/attendees`;

export function newRsvpMail(host: MailContact, attendee: NameableUser, status: RsvpStatus, social: SocialRow, config: Urls): MailMessage {
  const title = displaySocialTitle(social);
  const who = getDisplayName(attendee) || 'Someone';
  return mailTo(host, `New RSVP to ${title}: ${who}`, [
    `${who} RSVPed to ${title} (${rsvpStatusLabel(status)}).`,
    '',
    `Your guests: ${guestsPage(config, social)}`,
    'You get this e-mail for each new RSVP; your settings in the host portal offer a daily digest instead.',
  ]);
}

export interface DigestLine {
  status: RsvpStatus;
  attendee: NameableUser;
  social: { id: string; title: string; isDeleted: boolean; isCancelled: boolean };
}

/** One mail with the new RSVPs since the last digest, grouped by social (lines arrive sorted by social). */
export function rsvpDigestMail(host: MailContact, lines: readonly DigestLine[], config: Urls): MailMessage {
  const bySocial = new Map<string, DigestLine[]>();
  for (const line of lines) bySocial.set(line.social.id, [...(bySocial.get(line.social.id) ?? []), line]);
  const sections = [...bySocial.values()].flatMap((group) => {
    const social = group[0]!.social;
    return [
      `${displaySocialTitle(social)} (${group.length} new):`,
      ...group.map((line) => `- ${getDisplayName(line.attendee) || 'Someone'} (${rsvpStatusLabel(line.status)})`),
      `  Your guests: ${guestsPage(config, social)}`,
      '',
    ];
  });
  const count = lines.length;
  return mailTo(host, `Your daily RSVP digest: ${count} new RSVP${count === 1 ? '' : 's'}`, [
    `Since your last digest, ${count} new RSVP${count === 1 ? '' : 's'} came in:`,
    '',
    ...sections,
    'Your settings in the host portal choose how you hear of new RSVPs.',
  ]);
}

export function soldOutMail(host: MailContact, social: SocialRow, capacity: number, config: Urls): MailMessage {
  const title = displaySocialTitle(social);
  return mailTo(host, `${title} is sold out`, [
    `All ${capacity} seats of ${title} are taken. New RSVPs go to the waitlist.`,
    '',
    `Your guests: ${guestsPage(config, social)}`,
  ]);
}

const DECISION_TEXT: Record<PublicApprovalStatus, string> = {
  APPROVED: 'is approved: it is listed publicly.',
  APPROVED_FEATURE: 'is approved and featured: it is listed publicly and shown among the featured events.',
  REVISION_NEEDED: 'needs a revision before it can be listed publicly. Edit it and it goes back for review.',
  DECLINED: 'was declined: it will not be listed publicly. It stays open to the guests you invite.',
  PENDING: 'is waiting for review.',
};

export function approvalDecisionMail(host: MailContact, social: SocialRow, status: PublicApprovalStatus, reason: string | null, config: Urls): MailMessage {
  const title = displaySocialTitle(social);
  return mailTo(host, `${title}: ${approvalStatusLabel(status)}`, [
    `Your public social ${title} ${DECISION_TEXT[status]}`,
    ...(reason ? ['', "The reviewer's reason:", reason] : []),
    '',
    `Edit it: ${hostPortal(config)}/socials/${social.id}/edit`,
  ]);
}
