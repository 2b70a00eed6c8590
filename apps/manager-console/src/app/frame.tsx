import { AccountMenu, ProfileCompletionRedirect, RequireAdmin, RequireAuth } from '@socials/auth';
import { AppFrame, BareLayout, navItems, RootLayout, type AppRoutesFrame } from '@socials/ui';
import { PUBLIC_SITE_URL, paths } from '../shared/paths';
import { appRoutes } from './routes';

/** What manager-console puts around its pages: its name, menu and guards. */
export const appFrame = {
  root: (
    <RootLayout appName="Socials manager">
      <ProfileCompletionRedirect />
    </RootLayout>
  ),
  shell: (
    <AppFrame
      brand={
        <>
          Socials <span className="font-normal text-fg-muted">manager</span>
        </>
      }
      brandLink={{ to: paths.publicEvents }}
      nav={[...navItems(appRoutes, 'main'), { label: 'Public site', href: PUBLIC_SITE_URL }]}
      account={<AccountMenu profilePath={paths.accountSettings} profileLabel="Account settings" />}
    />
  ),
  bare: <BareLayout />,
  guards: { user: <RequireAuth />, admin: <RequireAdmin /> },
} satisfies AppRoutesFrame;
