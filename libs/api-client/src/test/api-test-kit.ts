import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { configureApiClient, type ApiClientConfig } from '../api-client-config';
import { baseApi } from '../base-api';

/** A store with the one API, and a client config whose callbacks are spies. */
export function setupApiClient(initialToken: string | null = null, overrides: Partial<ApiClientConfig> = {}) {
  let token = initialToken;
  const config = {
    getAccessToken: () => token,
    setAccessToken: vi.fn((next: string) => {
      token = next;
    }),
    clearSession: vi.fn(() => {
      token = null;
    }),
    getVisitorId: () => 'visitor-1',
    getFirewallToken: () => 'waf-1',
    onLoginRequired: vi.fn(),
    onBotCheck: vi.fn(),
    reload: vi.fn(),
    retryDelayMs: () => 0,
    ...overrides,
  };
  configureApiClient(config);
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  return { store, config, currentToken: () => token };
}

/** A few bare endpoints to exercise the base query with any method and params. */
export const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, { n?: number; tags?: string[]; q?: string } | void>({
      query: (params) => ({ url: '/probe', params: params ?? undefined }),
    }),
    probeFeature: build.query<{ ok: boolean }, void>({
      query: () => '/probe',
      extraOptions: { forbiddenIsAnswer: true },
    }),
    probePost: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/probe', method: 'POST', body: {} }),
    }),
  }),
});
