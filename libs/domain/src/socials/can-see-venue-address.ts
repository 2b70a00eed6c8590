import type { RsvpStatus } from '../common/enums';
import { isSocialHost } from './is-social-host';

/** RSVP statuses that earn the exact address: the attendee is confirmed or has been there. */
const ADDRESS_RSVP_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

/** Hosts, staff and confirmed attendees see the exact venue; everyone else sees it masked. */
export function canSeeVenueAddress(
  social: { owner: { id: string }; hosts: readonly { id: string }[] },
  viewer: { userId: string; isAdmin: boolean } | null,
  viewerRsvp: { status: RsvpStatus } | null,
): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin || isSocialHost(social, viewer.userId)) return true;
  return viewerRsvp !== null && ADDRESS_RSVP_STATUSES.includes(viewerRsvp.status);
}
