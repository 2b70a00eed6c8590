import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The chat's refusals that are about the request, not about who asks (those are in chat.policy.ts). */
export const CHAT_ERROR_STATUSES = {
  CHAT_DIRECT_WITH_SELF: 400,
  CHAT_NOTHING_TO_CHANGE: 400,
  CHAT_MESSAGE_DELETED: 400,
  CHAT_UNKNOWN_MESSAGE: 400,
  // Access refusals, decided in the policy.
  NOT_A_CHANNEL_MEMBER: 403,
  CHAT_NOT_THE_AUTHOR: 403,
  CHAT_MODERATORS_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const chatError = domainErrors(CHAT_ERROR_STATUSES);
