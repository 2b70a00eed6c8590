import type { ErrorStatuses } from '../../core/domain-error';

/** The posts area's refusals and how they read over HTTP. */
export const POSTS_ERROR_STATUSES = {
  POST_INVALID: 400,
  POST_HOSTS_ONLY: 403,
  POST_CIRCLE_MEMBERS_ONLY: 403,
  POST_NOT_UNLOCKABLE: 403,
} as const satisfies ErrorStatuses<string>;
