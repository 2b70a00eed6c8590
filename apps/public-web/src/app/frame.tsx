import { AccountMenu, ProfileCompletionRedirect, RequireAuth } from '@socials/auth';
import { AppFrame, BareLayout, navItems, RootLayout, type AppRoutesFrame } from '@socials/ui';
import { HOST_PORTAL_URL, paths } from '../shared/paths';
import { appRoutes } from './routes';

/** What public-web puts around its pages: its name, menus and guards. */
export const appFrame = {
  root: (
    <RootLayout appName="Socials">
      <ProfileCompletionRedirect />
    </RootLayout>
  ),
  shell: (
    <AppFrame
      brand="Socials"
      brandLink={{ to: paths.home }}
      nav={[...navItems(appRoutes, 'main'), { label: 'Host an event', href: HOST_PORTAL_URL }]}
      account={<AccountMenu profilePath={paths.myProfile} links={navItems(appRoutes, 'account')} signOutTo={paths.home} />}
      footer={<p>Socials is open source: host your own community events.</p>}
    />
  ),
  bare: <BareLayout />,
  guards: { user: <RequireAuth /> },
} satisfies AppRoutesFrame;
