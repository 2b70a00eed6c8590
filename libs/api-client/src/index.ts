export { baseApi } from './base-api';
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
  type ApiTag,
  type ApiTagType,
  type SocialListName,
} from './tags';
export { apiBaseQuery, isAuthFailure, renewSession, type ApiExtraOptions } from './base-query';
export { configureApiClient, getApiClientConfig, type ApiClientConfig } from './api-client-config';
export { serializeParams } from './serialize-params';
export { shouldRetry } from '@socials/domain';
export { withRetry, defaultRetryDelayMs, errorStatus, type RetryOptions } from './with-retry';
export { fetchAllPages, mergePage } from './fetch-all-pages';
export { isApiHttpError, type ApiError, type ApiHttpError } from './api-error';

export * from './areas/auth.api';
export * from './areas/users.api';
export * from './areas/verification.api';
export * from './areas/configs.api';
export * from './areas/cities.api';
export * from './areas/socials.api';
export * from './areas/rsvps.api';
export * from './areas/host-socials.api';
export * from './areas/payments.api';
