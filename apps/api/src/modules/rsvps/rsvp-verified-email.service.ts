import { socialEmailRequirement, type VerifiedEmailNeed } from '@socials/domain';
import type { Db } from '../../core/db';
import type { Caller } from '../../core/caller';
import { findVisibleSocial } from '../socials';
import { verifiedEmailNeed } from '../verification';

/**
 * GET /socials/{id}/emails/needVerify: whether an RSVP asks for a verified e-mail (a social that
 * limits organizations asks for a COMPANY one) and whether the caller has it.
 */
export async function socialVerifiedEmailNeed(db: Db, viewer: Caller | null, socialId: string): Promise<VerifiedEmailNeed> {
  const social = await findVisibleSocial(db, viewer, socialId);
  return verifiedEmailNeed(db, viewer, socialEmailRequirement(social));
}
