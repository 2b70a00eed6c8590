import { createBrowserRouter } from 'react-router-dom';
import { createAppRoutes, RootLayout } from '@socials/ui';
import { routerBasename } from './basename';
import { appRoutes } from './routes';
import { SiteRoot } from './site-root';

const routes = createAppRoutes(appRoutes, {
  root: (
    <RootLayout appName="Socials conference">
      <SiteRoot />
    </RootLayout>
  ),
});

export const router = createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });
