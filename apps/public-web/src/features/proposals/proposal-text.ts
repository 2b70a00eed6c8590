import type { ProposalStatus } from '@socials/domain';
import { fillPath, type BadgeTone } from '@socials/ui';
import { DateTime } from 'luxon';

/** The page of one proposal. */
export const proposalPath = (slug: string) => fillPath('/proposals/:slug', { slug });

/** A moment in the reader's own time zone, e.g. "Fri, May 1, 2026, 6:00 PM EDT". */
export function formatLocalMoment(epochMs: number): string {
  return DateTime.fromMillis(epochMs).toLocaleString({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

export const STATUS_TONES: Readonly<Record<ProposalStatus, BadgeTone>> = {
  OPEN: 'info',
  QUORUM_REACHED: 'success',
  CLOSED_NO_QUORUM: 'neutral',
  TERMINATED: 'danger',
  CONVERTED: 'success',
};
