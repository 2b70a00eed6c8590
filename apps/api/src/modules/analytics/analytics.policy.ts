import type { Caller } from '../../core/caller';
import { analyticsError } from './analytics.errors';

/** Who may read which figures; a social's figures are its managers' (socials policy: NOT_A_HOST). */

/** A host's figures across their socials: the host themself, or staff. */
export function requireHostThemselfOrStaff(viewer: Caller, hostId: string): void {
  if (viewer.userId !== hostId && !viewer.isAdmin) throw analyticsError('NOT_THE_HOST_OR_STAFF', "Only the host themself or staff can see a host's analytics");
}

/** Platform figures and the RSVPs of every social are staff's. */
export function requireStaff(viewer: Caller): void {
  if (!viewer.isAdmin) throw analyticsError('ANALYTICS_STAFF_ONLY', 'Only staff can see platform figures');
}
