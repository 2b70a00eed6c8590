import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The refusal of requireSocialManager, answered too by the areas that ask it. */
export const SOCIAL_MANAGER_ERROR_STATUSES = {
  NOT_A_HOST: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** The socials area's refusals and how they read over HTTP. */
export const SOCIALS_ERROR_STATUSES = {
  ...SOCIAL_MANAGER_ERROR_STATUSES,
  UNKNOWN_CITY: 400,
  UNKNOWN_CIRCLE: 400,
  UNKNOWN_CO_HOST: 400,
  EVENT_ENDS_BEFORE_START: 400,
  CAPACITY_BELOW_SEATS_TAKEN: 400,
  INVALID_TICKET_TIERS: 400,
  SOCIAL_STAYS_CANCELLED: 400,
  APPROVAL_REASON_REQUIRED: 400,
  APPROVAL_REASON_WITHOUT_STATUS: 400,
  SEATS_TAKEN_EXCEED_CAPACITY: 409,
  COMMUNITY_ONLY_NEEDS_CIRCLE: 400,
  // Access refusals, decided in the policy.
  NOT_THE_OWNER: 403,
  STAFF_ONLY: 403,
  CIRCLE_HOSTS_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const socialsError = domainErrors(SOCIALS_ERROR_STATUSES);
