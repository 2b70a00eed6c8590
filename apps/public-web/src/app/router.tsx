import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccountSettingsPage, LoginPage, RequireAuth } from '@socials/auth';
import { PageLoader } from '@socials/ui';
import { paths } from '../shared/paths';
import { BareLayout } from './bare-layout';
import { PublicShell } from './public-shell';
import { RootLayout } from './root-layout';

/** Pages load on demand: the top progress bar shows while one arrives. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicShell />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
          { path: paths.socials, lazy: async () => ({ Component: (await import('../features/socials/socials-page')).SocialsPage }) },
          {
            path: paths.social,
            lazy: async () => ({ Component: (await import('./social-route')).SocialRoute }),
          },
          { path: paths.pastEvents, lazy: async () => ({ Component: (await import('../features/past-events/past-events-page')).PastEventsPage }) },
          {
            path: paths.communityEvents,
            lazy: async () => ({ Component: (await import('../features/city-events/community-events-page')).CommunityEventsPage }),
          },
          { path: paths.cityEvents, lazy: async () => ({ Component: (await import('../features/city-events/city-events-page')).CityEventsPage }) },
          {
            path: paths.userProfile,
            lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).UserProfilePage }),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.myTicket, lazy: async () => ({ Component: (await import('../features/my-ticket/my-ticket-page')).MyTicketPage }) },
              { path: paths.socialRsvp, lazy: async () => ({ Component: (await import('../features/rsvp/rsvp-page')).RsvpPage }) },
              { path: paths.socialCheckIn, lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }) },
              {
                path: paths.transactions,
                lazy: async () => ({ Component: (await import('../features/transactions/transactions-page')).TransactionsPage }),
              },
              {
                path: paths.transactionReceipt,
                lazy: async () => ({ Component: (await import('../features/transactions/receipt-page')).ReceiptPage }),
              },
              {
                path: paths.myProfile,
                lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).MyProfilePage }),
              },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
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

export const router = createBrowserRouter(routes, { basename: '/' });
