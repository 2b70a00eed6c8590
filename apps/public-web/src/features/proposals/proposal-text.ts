import { withPlainSpaces, type ProposalStatus } from '@socials/domain';
import { fillPath, useReaderTimeZone, type BadgeTone } from '@socials/ui';
import { DateTime } from 'luxon';

/** The page of one proposal. */
export const proposalPath = (slug: string) => fillPath('/proposals/:slug', { slug });

/**
 * Writes a moment in the reader's own time zone, e.g. "Fri, May 1, 2026, 6:00 PM EDT"; in UTC in a
 * server render and while the browser hydrates it, which cannot know the reader's zone yet.
 */
export function useLocalMoment(): (epochMs: number) => string {
  const zone = useReaderTimeZone() ?? 'UTC';
  return (epochMs) => formatMoment(epochMs, zone);
}

function formatMoment(epochMs: number, zone: string): string {
  return withPlainSpaces(
    DateTime.fromMillis(epochMs, { zone, locale: 'en-US' }).toLocaleString({
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
  );
}

export const STATUS_TONES: Readonly<Record<ProposalStatus, BadgeTone>> = {
  OPEN: 'info',
  QUORUM_REACHED: 'success',
  CLOSED_NO_QUORUM: 'neutral',
  TERMINATED: 'danger',
  CONVERTED: 'success',
};
