import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, type AppStore } from '@socials/auth';
import { ThemeProvider } from '@socials/ui';
import type { AppRouter } from './router';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** What every page sits in, in the browser and in a server render alike (hydration needs the same tree). */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </Provider>
  );
}

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
