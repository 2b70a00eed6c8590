import { AccountMenu, ProfileCompletionRedirect, RequireAuth } from '@socials/auth';
import { AppFrame, BareLayout, navItems, RootLayout, type AppRoutesFrame } from '@socials/ui';
import { PUBLIC_SITE_URL, paths } from '../shared/paths';
import { appRoutes } from './routes';

/** What host-portal puts around its pages: its name, menu and guard. */
export const appFrame = {
  root: (
    <RootLayout appName="Socials host portal">
      <ProfileCompletionRedirect />
    </RootLayout>
  ),
  shell: (
    <AppFrame
      brand={
        <>
          Socials <span className="font-normal text-fg-muted">for hosts</span>
        </>
      }
      brandLink={{ to: paths.socials }}
      nav={[...navItems(appRoutes, 'main'), { label: 'Public site', href: PUBLIC_SITE_URL }]}
      account={<AccountMenu profilePath={paths.accountSettings} profileLabel="Account settings" />}
    />
  ),
  bare: <BareLayout />,
  guards: { user: <RequireAuth /> },
} satisfies AppRoutesFrame;
