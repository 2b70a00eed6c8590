import type { ErrorStatuses } from '../../core/domain-error';

/** The proposals area's refusals and how they read over HTTP. */
export const PROPOSALS_ERROR_STATUSES = {
  INVALID_PROPOSAL: 400,
  PROPOSAL_CLOSED: 400,
  PROPOSAL_NO_QUORUM: 400,
  PROPOSAL_CANNOT_TERMINATE: 400,
  PROPOSAL_NOT_PAID: 400,
  PROPOSAL_PAID_DEADLINE_PASSED: 400,
  PROPOSAL_DEPOSIT_REQUIRED: 400,
  PROPOSAL_ALREADY_PAID: 409,
} as const satisfies ErrorStatuses<string>;
