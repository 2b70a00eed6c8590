import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The health check's answer when the database does not. */
export const HEALTH_ERROR_STATUSES = {
  DATABASE_UNREACHABLE: 503,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const healthError = domainErrors(HEALTH_ERROR_STATUSES);
