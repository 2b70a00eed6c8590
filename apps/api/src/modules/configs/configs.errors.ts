import type { ErrorStatuses } from '../../core/domain-error';

/** A change to the settings that breaks a rule between keys (the default city is not a city). */
export const CONFIGS_ERROR_STATUSES = {
  CONFIG_INVALID: 400,
} as const satisfies ErrorStatuses<string>;
