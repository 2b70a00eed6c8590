import type { CircleAccess } from '../circles';
import { postsError } from './posts.errors';

/** Writing, editing and removing a circle's posts: its owner and hosts, and staff. */
export function requirePostWriter(access: CircleAccess, what: string): void {
  if (!access.canManage) throw postsError('POST_HOSTS_ONLY', `Only the hosts of this circle can ${what}`);
}

/** The posts of a circle that is not PUBLIC are for its members (and staff), as its members list is. */
export function requirePostReader(access: CircleAccess): void {
  if (!access.canSeeContent) throw postsError('POST_CIRCLE_MEMBERS_ONLY', 'Only members of this circle can see its posts');
}
