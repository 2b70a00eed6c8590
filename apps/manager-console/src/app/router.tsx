import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccountSettingsPage, LoginPage, RequireAdmin } from '@socials/auth';
import { PageLoader } from '@socials/ui';
import { paths } from '../shared/paths';
import { BareLayout } from './bare-layout';
import { ManagerShell } from './manager-shell';
import { RootLayout } from './root-layout';
import { BASENAME } from './routes';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <ManagerShell />,
            children: [
              { index: true, element: <Navigate to={paths.publicEvents} replace /> },
              {
                path: paths.publicEvents,
                lazy: async () => ({ Component: (await import('../features/public-events/public-events-page')).PublicEventsPage }),
              },
              {
                path: paths.createPromo,
                lazy: async () => ({ Component: (await import('../features/promo-codes/create-promo-page')).CreatePromoPage }),
              },
              { path: '*', element: <Navigate to={paths.publicEvents} replace /> },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.accountSettings, element: <AccountSettingsPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
