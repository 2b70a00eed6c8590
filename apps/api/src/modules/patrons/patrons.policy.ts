import type { Caller } from '../../core/caller';
import { patronsError } from './patrons.errors';

/** Staff create patrons, add their members, sponsor socials, invoice and moderate; the patron's members run its portal. */

/** Whether the caller acts for the patron: one of its members, or staff. */
export function canManagePatron(viewer: Caller | null, isMember: boolean): boolean {
  return viewer !== null && (viewer.isAdmin || isMember);
}

export function requirePatronStaff(viewer: Caller, action: string): void {
  if (!viewer.isAdmin) throw patronsError('PATRON_STAFF_ONLY', `Only staff can ${action}`);
}

/** The patron's profile, invoices, reports and question bank are its members' and staff's. */
export function requirePatronManager(viewer: Caller, isMember: boolean): void {
  if (!canManagePatron(viewer, isMember)) throw patronsError('NOT_A_PATRON_MEMBER', "Only the patron's members and staff can do this");
}
