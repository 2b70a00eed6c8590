import type { Caller } from '../../core/caller';
import { isHostOrStaff, requireSocialManager, type SocialWithHosts } from '../socials';
import type { CircleAccess } from '../circles';
import type { BlastRow } from './blasts.repo';
import { blastsError } from './blasts.errors';

/** A social's blasts are its hosts' (and staff's); a note to subscribers is its sender's (and staff's). */
export function requireBlastManager(viewer: Caller, blast: Pick<BlastRow, 'senderId'>, social: SocialWithHosts | null): void {
  if (social) return requireSocialManager(viewer, social, 'manage its blasts');
  if (!viewer.isAdmin && viewer.userId !== blast.senderId) throw blastsError('NOT_THE_SENDER', 'Only the host who wrote this blast can change it');
}

/** Advanced blasts (audiences across socials) are for hosts staff gave ADVANCE_BLAST, and staff. */
export function canAdvanceBlast(viewer: Caller, hostFeatures: readonly string[]): boolean {
  return viewer.isAdmin || hostFeatures.includes('ADVANCE_BLAST');
}

export function requireAdvanceBlast(viewer: Caller, hostFeatures: readonly string[]): void {
  if (!canAdvanceBlast(viewer, hostFeatures)) {
    throw blastsError('ADVANCE_BLAST_REQUIRED', 'Audiences across socials are an advanced blast: ask staff to turn on advanced blasts for you');
  }
}

/** A cross-social filter may only name socials the sender manages: it would otherwise tell who RSVPed to someone else's. */
export function requireManagesEach(viewer: Caller, socials: readonly (SocialWithHosts | null)[]): void {
  if (socials.some((social) => !social || !isHostOrStaff(social, viewer))) {
    const message = 'You can only filter by socials you host';
    throw blastsError('BLAST_INVALID', message, { fieldErrors: [{ field: 'body.audience.crossSocial.socialIds', message }] });
  }
}

/** A circle's blasts are its owner's and hosts' (and staff's). */
export function requireCircleBlaster(access: CircleAccess): void {
  if (!access.canManage) throw blastsError('CIRCLE_BLAST_HOSTS_ONLY', 'Only the hosts of this circle can message its members');
}

/** What a circle's blasts sent someone is for the circle's hosts, staff, and that person. */
export function requireSentToReader(viewer: Caller, userId: string, access: CircleAccess): void {
  if (viewer.userId !== userId && !access.canManage)
    throw blastsError('CIRCLE_BLAST_HOSTS_ONLY', 'Only the hosts of this circle can see what its members were sent');
}
