import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@socials/api-client';

/**
 * The conference site only reads public data (the config), so it needs the API slice and no
 * session: createAppStore lives in @socials/auth, which this app does not depend on.
 */
export function createConferenceStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export const store = createConferenceStore();
