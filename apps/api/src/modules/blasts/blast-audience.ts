import { getDisplayName } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { findSocialRow } from '../socials';
import type { BlastContext } from './blast-message';
import { findUserName, type AudienceSource, type BlastRow } from './blasts.repo';

/** Where a stored blast's audience comes from. */
export function audienceSourceOf(blast: Pick<BlastRow, 'source' | 'socialId' | 'circleId' | 'organizerId' | 'audience'>): AudienceSource {
  if (blast.source === 'SOCIAL_BLAST' && blast.socialId) return { kind: 'social', socialId: blast.socialId, filter: blast.audience };
  if (blast.source === 'HOST_SUBSCRIBERS') return { kind: 'subscribers', hostId: blast.organizerId };
  if (blast.source === 'CIRCLE_BLAST' && blast.circleId) return { kind: 'circle', circleId: blast.circleId, scope: blast.audience.scope };
  throw new Error(`Blast source ${blast.source} has no audience yet`);
}

/** The social and the names a blast's messages speak of. */
export async function loadBlastContext(db: DbOrTx, blast: Pick<BlastRow, 'socialId' | 'senderId' | 'organizerId'>): Promise<BlastContext> {
  const [social, sender, organizer] = await Promise.all([
    blast.socialId ? findSocialRow(db, blast.socialId) : null,
    findUserName(db, blast.senderId),
    blast.organizerId === blast.senderId ? null : findUserName(db, blast.organizerId),
  ]);
  const senderName = getDisplayName(sender) || 'Your host';
  return { social, senderName, organizerId: blast.organizerId, organizerName: organizer ? getDisplayName(organizer) || 'the host' : senderName };
}
