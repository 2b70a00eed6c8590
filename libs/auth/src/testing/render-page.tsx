import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@socials/ui';
import { AuthProvider } from '../provider/auth-provider';
import { createAppStore } from '../store/create-app-store';

export interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. '/socials/:slug'. */
  path: string;
  /** The address to open, e.g. '/socials/founders-dinner'. */
  url: string;
  /** The app's root layout route element (it renders an <Outlet />). */
  layout: ReactElement;
}

/** Renders one page with the app's providers, a fresh store and an in-memory router. */
export function renderPage(page: ReactElement, { path, url, layout }: RenderPageOptions) {
  const store = createAppStore({ retryDelayMs: () => 0 });
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path, element: page },
          { path: '/auth/login', element: <h1>Sign in</h1> },
          { path: '*', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
