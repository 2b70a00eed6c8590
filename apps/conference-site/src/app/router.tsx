import { createBrowserRouter } from 'react-router-dom';
import { RequireAuth } from '@socials/auth';
import { BareLayout, createAppRoutes, RootLayout } from '@socials/ui';
import { routerBasename } from './basename';
import { appRoutes } from './routes';
import { SiteRoot, SiteShell } from './site-root';

const routes = createAppRoutes(appRoutes, {
  root: (
    <RootLayout appName="Socials conference">
      <SiteRoot />
    </RootLayout>
  ),
  shell: <SiteShell />,
  bare: <BareLayout />,
  guards: { user: <RequireAuth /> },
});

export const router = createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });
