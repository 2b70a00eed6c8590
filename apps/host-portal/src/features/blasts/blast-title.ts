import type { Blast } from '@socials/domain';

const EXCERPT_LENGTH = 60;

/** What names a blast in a list: an e-mail's subject, or the start of a text message. */
export function blastTitle(blast: Pick<Blast, 'channel' | 'subject' | 'body'>): string {
  if (blast.channel === 'EMAIL' && blast.subject) return blast.subject;
  return blast.body.length > EXCERPT_LENGTH ? `${blast.body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : blast.body;
}
