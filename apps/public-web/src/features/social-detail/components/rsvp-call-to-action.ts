import { buildLoginPath } from '@socials/auth';
import { countSpotsLeft, isPastDate, type SocialDetail } from '@socials/domain';
import { socialRsvpPath } from '../../../shared/paths';

/** Why nobody can RSVP right now, or null when they can. */
export function closedReason(social: SocialDetail): string | null {
  if (social.isDeleted || social.isCancelled) return 'This social was cancelled';
  if (isPastDate(social.eventEndTimestamp, Date.now())) return 'This social has ended';
  return null;
}

export interface RsvpCallToAction {
  label: 'Sign in to RSVP' | 'Join the waitlist' | 'RSVP';
  /** The RSVP steps, through the sign-in page for a visitor. */
  to: string;
  soldOut: boolean;
}

/** What the RSVP button says and where it leads, or null when the social takes no RSVPs. */
export function rsvpCallToAction(social: SocialDetail, signedIn: boolean): RsvpCallToAction | null {
  if (closedReason(social)) return null;
  const soldOut = countSpotsLeft(social) === 0;
  const flowPath = socialRsvpPath(social.slug);
  return {
    label: !signedIn ? 'Sign in to RSVP' : soldOut ? 'Join the waitlist' : 'RSVP',
    to: signedIn ? flowPath : buildLoginPath(flowPath),
    soldOut,
  };
}
