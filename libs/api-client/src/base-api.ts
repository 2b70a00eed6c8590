import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { API_TAG_TYPES } from './tags';

/**
 * The single RTK Query API: tag invalidation only works inside one API, so every area adds
 * its endpoints with baseApi.injectEndpoints (see areas/).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  // Spec 9: cached queries live 5 minutes; spec 7.1: no refetch on window focus.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
