import type { ErrorStatuses } from '../../core/domain-error';

/** The points area's refusals and how they read over HTTP. */
export const POINTS_ERROR_STATUSES = {
  /** The balance is short of what is being bought (a ticket, a post). */
  NOT_ENOUGH_POINTS: 409,
} as const satisfies ErrorStatuses<string>;
