import type { ErrorCode } from '@socials/domain';
import { CHECKOUT_ERROR_STATUSES } from '../payments';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The proposals area's refusals and how they read over HTTP. */
export const PROPOSALS_ERROR_STATUSES = {
  ...CHECKOUT_ERROR_STATUSES,
  INVALID_PROPOSAL: 400,
  PROPOSAL_CLOSED: 400,
  PROPOSAL_NO_QUORUM: 400,
  PROPOSAL_CANNOT_TERMINATE: 400,
  PROPOSAL_NOT_PAID: 400,
  PROPOSAL_PAID_DEADLINE_PASSED: 400,
  PROPOSAL_DEPOSIT_REQUIRED: 400,
  PROPOSAL_ALREADY_PAID: 409,
  // Access refusals, decided in the policy.
  NOT_A_PROPOSAL_HOST: 403,
  PROPOSAL_OWNER_ONLY: 403,
  PROPOSAL_MEMBERS_ONLY: 403,
  NOT_YOUR_PROPOSAL_RSVP: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const proposalsError = domainErrors(PROPOSALS_ERROR_STATUSES);
