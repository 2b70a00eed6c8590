import type { Caller } from '../../core/caller';
import { filesError } from './files.errors';

/** A private attachment is read by the one who uploaded it and by staff. */
export function requirePrivateFileReader(viewer: Caller, ownerId: string): void {
  if (viewer.userId !== ownerId && !viewer.isAdmin) throw filesError('PRIVATE_FILE_FORBIDDEN', 'Only the person who uploaded this file and staff can read it');
}
