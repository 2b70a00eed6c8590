import { StrictMode } from 'react';
import { StaticRouterProvider, type createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import type { AppStore } from '@socials/auth';
import { ServerRenderOriginProvider } from '../shared/absolute-url';
import { AppProviders } from './app';

export interface ServerAppProps {
  store: AppStore;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  /** The origin of the page rendered: what the browser reads from window.location when it hydrates. */
  origin: string;
}

/** What the server renders: the browser's tree (main.tsx) with a static router, so hydration finds the same markup. */
export function ServerApp({ store, router, context, origin }: ServerAppProps) {
  return (
    <StrictMode>
      <ServerRenderOriginProvider value={origin}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerRenderOriginProvider>
    </StrictMode>
  );
}
