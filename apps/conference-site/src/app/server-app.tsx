import { StrictMode } from 'react';
import { StaticRouterProvider, type createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders, type AppStore } from '@socials/auth';
import { RequestHostProvider } from './site-root';

export interface ServerAppProps {
  store: AppStore;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  /** The host the page was requested on: what the browser reads from window.location when it hydrates. */
  host: string;
}

/** What the server renders: the browser's tree (main.tsx) with a static router, so hydration finds the same markup. */
export function ServerApp({ store, router, context, host }: ServerAppProps) {
  return (
    <StrictMode>
      <RequestHostProvider value={host}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RequestHostProvider>
    </StrictMode>
  );
}
