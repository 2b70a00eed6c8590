import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccountSettingsPage, LoginPage, RequireAuth } from '@socials/auth';
import { PageLoader } from '@socials/ui';
import { paths } from '../shared/paths';
import { BareLayout } from './bare-layout';
import { HostShell } from './host-shell';
import { RootLayout } from './root-layout';
import { BASENAME } from './routes';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            element: <HostShell />,
            children: [
              { index: true, element: <Navigate to={paths.socials} replace /> },
              {
                path: paths.socials,
                lazy: async () => ({ Component: (await import('../features/hosted-socials/hosted-socials-page')).HostedSocialsPage }),
              },
              {
                path: paths.newSocial,
                lazy: async () => ({ Component: (await import('../features/social-form/create-social-page')).CreateSocialPage }),
              },
              {
                path: paths.editSocial,
                lazy: async () => ({ Component: (await import('../features/social-form/edit-social-page')).EditSocialPage }),
              },
              {
                path: paths.socialAttendees,
                lazy: async () => ({ Component: (await import('../features/attendees/attendees-page')).AttendeesPage }),
              },
              {
                path: paths.socialCheckIn,
                lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
              },
              {
                path: paths.socialSales,
                lazy: async () => ({ Component: (await import('../features/sales/ticket-sales-page')).TicketSalesPage }),
              },
              {
                path: paths.socialPromoCodes,
                lazy: async () => ({ Component: (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage }),
              },
              {
                path: paths.payouts,
                lazy: async () => ({ Component: (await import('../features/payouts/payouts-page')).PayoutsPage }),
              },
              { path: '*', element: <Navigate to={paths.socials} replace /> },
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
