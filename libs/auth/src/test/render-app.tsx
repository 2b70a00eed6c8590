import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@socials/ui';
import { AuthProvider } from '../provider/auth-provider';
import { setSessionToken } from '../session/session-token';
import { createAppStore } from '../store/create-app-store';

export interface RenderAppOptions {
  /** Where the router starts: a path, or a path with the state a navigation carried. */
  route: string | { pathname: string; search?: string; state?: unknown };
  token?: string;
  routes: { path: string; element: ReactElement }[];
}

/** Shows where the router is, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp({ route, token, routes }: RenderAppOptions) {
  if (token) setSessionToken(token);
  const store = createAppStore({ retryDelayMs: () => 0 });
  const view = render(
    <Provider store={store}>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {routes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </Provider>,
  );
  return { ...view, store };
}
