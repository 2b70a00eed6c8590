import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The blasts area's refusals and how they read over HTTP. */
export const BLASTS_ERROR_STATUSES = {
  BLAST_INVALID: 400,
  ADVANCE_BLAST_REQUIRED: 403,
  NOT_THE_SENDER: 403,
  CIRCLE_BLAST_HOSTS_ONLY: 403,
  BLAST_ALREADY_SENT: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
  UNSUBSCRIBE_NEEDS_SIGN_IN: 401,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const blastsError = domainErrors(BLASTS_ERROR_STATUSES);
