import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** A change to the settings that breaks a rule between keys (the default city is not a city). */
export const CONFIGS_ERROR_STATUSES = {
  CONFIG_INVALID: 400,
  // Access refusals, decided in the policy.
  STAFF_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const configsError = domainErrors(CONFIGS_ERROR_STATUSES);
