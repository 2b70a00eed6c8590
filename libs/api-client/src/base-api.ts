import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { API_TAG_TYPES } from './tags';

/**
 * Fills the API cache with what a server render fetched (the `api` part of its store's state),
 * before the browser hydrates that render, so the first client render shows the same data.
 */
export const apiStateHydrated = createAction<Record<string, unknown>>('api/stateHydrated');

/**
 * The single RTK Query API: tag invalidation only works inside one API, so every area adds
 * its endpoints with baseApi.injectEndpoints (see areas/).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  // Cached queries live 5 minutes; no refetch on window focus (a tab switch should not cost calls).
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  // The payload is a server store's state: its `api` part has this API's shape.
  extractRehydrationInfo: (action, { reducerPath }) => (apiStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined),
  endpoints: () => ({}),
});
