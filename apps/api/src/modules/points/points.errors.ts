import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The points area's refusals and how they read over HTTP. */
export const POINTS_ERROR_STATUSES = {
  /** The balance is short of what is being bought (a ticket, a post). */
  NOT_ENOUGH_POINTS: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const pointsError = domainErrors(POINTS_ERROR_STATUSES);
