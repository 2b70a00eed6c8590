import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ThemeProvider } from '../theme/theme-provider';
import { AppFrame, type AppFrameProps } from './app-frame';
import { RouteErrorPage } from './route-error-page';

/** The frame needs a data router (its progress bar follows navigation); each story opens /socials. */
function InRouter({ frame, failing = false }: { frame: AppFrameProps; failing?: boolean }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: <AppFrame {...frame} />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    path: '/socials',
                    loader: failing ? () => Promise.reject(new Error('The page broke')) : undefined,
                    element: <EmptyState title="No socials yet" description="Check back soon." />,
                  },
                  { path: '*', element: <EmptyState title="Another page" /> },
                ],
              },
            ],
          },
        ],
        { initialEntries: ['/socials'] },
      ),
    [frame, failing],
  );
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

const meta = {
  title: 'Layout/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Socials',
    brandLink: { to: '/' },
    nav: [
      { label: 'Socials', to: '/socials' },
      { label: 'Past events', to: '/past-events' },
      { label: 'Host an event', href: '#host' },
    ],
    account: (
      <Button size="sm" variant="secondary">
        Sign in
      </Button>
    ),
    footer: 'Socials is open source: host your own community events.',
  },
  render: (args) => <InRouter frame={args} />,
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PublicSite: Story = {};

export const HostPortal: Story = {
  args: {
    brand: (
      <>
        Socials <span className="font-normal text-fg-muted">for hosts</span>
      </>
    ),
    nav: [
      { label: 'Your socials', to: '/socials', end: true },
      { label: 'Create a social', to: '/socials/new' },
      { label: 'Payouts', to: '/payouts' },
      { label: 'Public site', href: '#public' },
    ],
    footer: undefined,
  },
};

/** A page that fails inside the frame: the header stays, the error page offers Reload and Go home. */
export const FailedPage: Story = { render: (args) => <InRouter frame={args} failing /> };

/** Under the md breakpoint the header keeps one row: the menu and the account wait behind the Menu button. */
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
