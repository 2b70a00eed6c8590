import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { requireSocialManager, type SocialWithHosts } from '../socials';

export const TABLES_POLICY_STATUSES = {
  TABLE_GROUPING_REQUIRED: 403,
} as const satisfies ErrorStatuses<string>;

/**
 * Table plans and badges are for the hosts (and staff) of a social whose owner staff gave
 * TABLE_GROUPING; staff may always.
 */
export function requireTableGrouping(viewer: RequestAuth, social: SocialWithHosts, ownerFeatures: readonly string[]): void {
  requireSocialManager(viewer, social, 'seat its guests');
  if (!viewer.isAdmin && !ownerFeatures.includes('TABLE_GROUPING')) {
    throw new DomainError('TABLE_GROUPING_REQUIRED', 'Table plans are not turned on for this host: ask staff to turn on table grouping');
  }
}
