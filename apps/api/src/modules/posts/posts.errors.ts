import type { ErrorCode } from '@socials/domain';
import { CHECKOUT_ERROR_STATUSES } from '../payments';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The posts area's refusals and how they read over HTTP. */
export const POSTS_ERROR_STATUSES = {
  ...CHECKOUT_ERROR_STATUSES,
  POST_INVALID: 400,
  POST_HOSTS_ONLY: 403,
  POST_CIRCLE_MEMBERS_ONLY: 403,
  POST_NOT_UNLOCKABLE: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const postsError = domainErrors(POSTS_ERROR_STATUSES);
