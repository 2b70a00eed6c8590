import { countSmsSegments, formatEventTime, getDisplayName, renderBlastTemplate, type BlastChannel, type BlastVariableValues } from '@socials/domain';
import type { Config } from '../../core/config';
import type { MailMessage } from '../../core/mail';
import type { SmsMessage } from '../../core/sms';
import { socialUrl, type SocialRow } from '../socials';
import type { AudienceMember } from './blasts.repo';
import { listUnsubscribeHeaders, unsubscribeUrls } from './unsubscribe-link';

/** What a blast's text is about: the social (none for a host's note to subscribers) and who sends it. */
export interface BlastContext {
  social: Pick<SocialRow, 'title' | 'slug' | 'eventAt' | 'eventEndAt' | 'timezone'> | null;
  senderName: string;
  organizerId: string;
  organizerName: string;
}

export interface BlastText {
  channel: BlastChannel;
  subject: string;
  body: string;
}

/** The variables' values for one recipient. */
export function blastVariableValues(config: Pick<Config, 'publicUrl'>, context: BlastContext, member: AudienceMember): BlastVariableValues {
  const { social } = context;
  const eventLink = social ? socialUrl(config, social) : config.publicUrl;
  return {
    firstName: member.firstName?.trim() || getDisplayName(member) || 'there',
    fullName: getDisplayName(member) || member.email,
    eventTitle: social?.title ?? '',
    eventTime: social
      ? formatEventTime({ eventTimestamp: social.eventAt.getTime(), eventEndTimestamp: social.eventEndAt.getTime(), timezone: social.timezone }).text
      : '',
    eventLink,
    ticketLink: `${config.publicUrl}/my-ticket`,
    checkInLink: social ? `${eventLink}/check-in` : '',
    hostName: context.senderName,
  };
}

/** The e-mail one recipient gets: the filled text, why they get it, and how to stop (a link and one-click headers). */
export function blastMail(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, context: BlastContext, text: BlastText, member: AudienceMember): MailMessage {
  const values = blastVariableValues(config, context, member);
  const urls = unsubscribeUrls(config, { userId: member.userId, organizerId: context.organizerId });
  const why = context.social ? `You get this because you RSVPed to ${context.social.title}.` : `You get this because you follow ${context.organizerName}.`;
  const body = renderBlastTemplate(text.body, values);
  return {
    to: member.email,
    subject: renderBlastTemplate(text.subject, values),
    text: `${body}\n\n--\n${why}\nStop getting messages from ${context.organizerName}: ${urls.page}`,
    html: `${paragraphs(body)}<hr><p style="color:#666;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(urls.page)}">Unsubscribe from ${escapeHtml(context.organizerName)}</a></p>`,
    headers: listUnsubscribeHeaders(urls),
  };
}

/** The text message one recipient gets: the filled text and how to stop (carriers add STOP handling too). */
export function blastSms(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, context: BlastContext, text: BlastText, member: AudienceMember): SmsMessage {
  const body = renderBlastTemplate(text.body, blastVariableValues(config, context, member));
  return { to: member.phone ?? '', body: `${body}\nReply STOP to opt out` };
}

/** What a recipient would see, as the composer shows it. */
export function previewBlast(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, context: BlastContext, text: BlastText, member: AudienceMember) {
  if (text.channel === 'SMS') {
    const sms = blastSms(config, context, text, member);
    return { to: sms.to || '(no phone number)', subject: '', text: sms.body, smsSegments: countSmsSegments(sms.body) };
  }
  const mail = blastMail(config, context, text, member);
  return { to: mail.to, subject: mail.subject, text: mail.text, smsSegments: 0 };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Plain text as HTML paragraphs, links clickable. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (block) =>
        `<p>${escapeHtml(block)
          .replace(/\n/g, '<br>')
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`,
    )
    .join('');
}
