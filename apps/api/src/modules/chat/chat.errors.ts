import type { ErrorStatuses } from '../../core/domain-error';

/** The chat's refusals that are about the request, not about who asks (those are in chat.policy.ts). */
export const CHAT_ERROR_STATUSES = {
  CHAT_DIRECT_WITH_SELF: 400,
  CHAT_NOTHING_TO_CHANGE: 400,
  CHAT_MESSAGE_DELETED: 400,
  CHAT_UNKNOWN_MESSAGE: 400,
} as const satisfies ErrorStatuses<string>;
