export { apiStateHydrated, baseApi } from './base-api';
export { readServerState } from './server-state';
export {
  API_TAG_TYPES,
  SOCIAL_LISTS,
  SESSION_DEPENDENT_TAG_TYPES,
  tags,
  socialListTags,
  allSocialListTags,
  afterSocialChange,
  afterRsvpChange,
  afterAttendeeChange,
  afterPaymentChange,
  afterReviewChange,
  afterBlastChange,
  afterSubscriptionChange,
  afterSeatingChange,
  afterConferenceChange,
  afterSpeakerChange,
  type ApiTag,
  type ApiTagType,
  type SocialListName,
} from './tags';
export { apiBaseQuery, isAuthFailure, renewSession, type ApiExtraOptions } from './base-query';
export { configureApiClient, configureServerRenderClient, getApiClientConfig, type ApiClientConfig } from './api-client-config';
export { solveBotChallenge, findSolution, encodeSolution, isBotChallenge, type BotChallenge, type SolveOptions } from './bot-check/solve-challenge';
export { getFirewallToken, setFirewallToken, FIREWALL_TOKEN_STORAGE_KEY } from './bot-check/firewall-token';
export { serializeParams } from './serialize-params';
export { shouldRetry } from '@socials/domain';
export { withRetry, defaultRetryDelayMs, errorStatus, type RetryOptions } from './with-retry';
export { fetchAllPages, mergePage } from './fetch-all-pages';
export { errorCodeOf, isApiHttpError, type ApiError, type ApiHttpError } from './api-error';
export { mapFieldErrors, type ServerFieldError } from './map-field-errors';

export * from './areas/auth.api';
export * from './areas/users.api';
export * from './areas/verification.api';
export * from './areas/configs.api';
export * from './areas/cities.api';
export * from './areas/socials.api';
export * from './areas/rsvps.api';
export * from './areas/host-socials.api';
export * from './areas/payments.api';
export * from './areas/reviews.api';
export * from './areas/blasts.api';
export * from './areas/subscriptions.api';
export * from './areas/notifications.api';
export * from './areas/tables.api';
export * from './areas/analytics.api';
export * from './areas/chat.api';
export * from './areas/chat-socket';
export * from './areas/files.api';
export { startAnalytics, stopAnalytics, flushAnalytics, trackPageView, trackCall, type TrackedCall } from './analytics/call-tracker';
export * from './areas/conferences.api';
export * from './areas/circles.api';
export * from './areas/proposals.api';
export * from './areas/patrons.api';
export * from './areas/content.api';
export * from './areas/posts.api';
export * from './areas/media.api';
export * from './areas/photos.api';
export * from './areas/supports.api';
export * from './areas/people.api';
