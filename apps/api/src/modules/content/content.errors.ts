import type { ErrorStatuses } from '../../core/domain-error';

/** The content area's refusals: fields wrong for the kind, an address another entry of the kind has. */
export const CONTENT_ERROR_STATUSES = {
  CONTENT_INVALID_FIELDS: 400,
  CONTENT_SLUG_TAKEN: 409,
} as const satisfies ErrorStatuses<string>;
