import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { ThemeProvider, type Theme } from '@socials/ui';
import type { AppStore } from '../store/create-app-store';
import { AuthProvider } from './auth-provider';

export interface AppProvidersProps {
  store: AppStore;
  /** The theme until the visitor picks one (light when not given). */
  defaultTheme?: Theme;
  children: ReactNode;
}

/** What every page of an app sits in, in the browser and in a server render alike (hydration needs the same tree). */
export function AppProviders({ store, defaultTheme, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider defaultTheme={defaultTheme}>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </Provider>
  );
}

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: RouterProviderProps['router'];
}

/** An app in the browser: its providers around its router. */
export function App({ router, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
