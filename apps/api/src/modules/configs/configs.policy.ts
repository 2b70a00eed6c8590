import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';

export const CONFIGS_POLICY_STATUSES = {
  STAFF_ONLY: 403,
} as const satisfies ErrorStatuses<string>;

/** The settings are staff's to change; everyone reads them. */
export function requireConfigEditor(viewer: RequestAuth): void {
  if (!viewer.isAdmin) throw new DomainError('STAFF_ONLY', 'Only staff can change the settings');
}
