import type { Caller } from '../../core/caller';
import { requireSocialManager, type SocialWithHosts } from '../socials';
import { tablesError } from './tables.errors';

/**
 * Table plans and badges are for the hosts (and staff) of a social whose owner staff gave
 * TABLE_GROUPING; staff may always.
 */
export function requireTableGrouping(viewer: Caller, social: SocialWithHosts, ownerFeatures: readonly string[]): void {
  requireSocialManager(viewer, social, 'seat its guests');
  if (!viewer.isAdmin && !ownerFeatures.includes('TABLE_GROUPING')) {
    throw tablesError('TABLE_GROUPING_REQUIRED', 'Table plans are not turned on for this host: ask staff to turn on table grouping');
  }
}
