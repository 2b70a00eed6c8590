import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';

export const FILES_POLICY_STATUSES = {
  PRIVATE_FILE_FORBIDDEN: 403,
} as const satisfies ErrorStatuses<string>;

/** A private attachment is read by the one who uploaded it and by staff. */
export function requirePrivateFileReader(viewer: RequestAuth, ownerId: string): void {
  if (viewer.userId !== ownerId && !viewer.isAdmin) throw new DomainError('PRIVATE_FILE_FORBIDDEN', 'Only the person who uploaded this file and staff can read it');
}
