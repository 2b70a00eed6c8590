import type { Caller } from '../../core/caller';
import type { UserRow } from './users.repo';
import { usersError } from './users.errors';

/** A disabled account's profile is shown to nobody: it answers as if it did not exist. */
export function isProfileVisible(user: UserRow | undefined): user is UserRow {
  return user !== undefined && user.isValid;
}

/** Host features are staff's to give. */
export function requireStaff(viewer: Caller): void {
  if (!viewer.isAdmin) throw usersError('STAFF_ONLY', 'Only staff can change what a host may do');
}
