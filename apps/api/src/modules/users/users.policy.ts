import type { UserRow } from './users.repo';

/** A disabled account's profile is shown to nobody: it answers as if it did not exist. */
export function isProfileVisible(user: UserRow | undefined): user is UserRow {
  return user !== undefined && user.isValid;
}
