import { AccountMenu, ProfileCompletionRedirect, RequireAuth } from '@socials/auth';
import { AppFrame, BareLayout, navItems, RootLayout, type AppRoutesFrame, type NavItem } from '@socials/ui';
import { HOST_PORTAL_URL, paths } from '../shared/paths';
import { useHeaderNav } from './community-menu';
import { appRoutes } from './routes';

const SERIES = [
  appRoutes.femaleFounders,
  appRoutes.foundersBreakfast,
  appRoutes.foundersDinner,
  appRoutes.financiersGalas,
  appRoutes.aiMlSummit,
  appRoutes.realEstate,
];

/** The site's main menu beside the table's: the Community Series submenu and the content pages. */
const SPEC_MENU: NavItem[] = [
  { label: 'Community Events', to: paths.communityEvents, end: true },
  { label: 'Community Series', items: SERIES.map((series) => ({ label: series.title, to: series.path })) },
  { label: 'FAQs', to: paths.community },
  { label: 'Past Speakers', to: paths.featured },
  { label: 'Photos', to: paths.photos },
  { label: 'Enterprise Plans', to: paths.enterprisePlans },
];

const MAIN_MENU: NavItem[] = [...navItems(appRoutes, 'main'), ...SPEC_MENU, { label: 'Host an event', href: HOST_PORTAL_URL }];

/** The shell of public-web's pages: the main menu, or a partner community's own (community-menu.ts). */
export function PublicShell() {
  const nav = useHeaderNav(MAIN_MENU);
  return (
    <AppFrame
      brand="Socials"
      brandLink={{ to: paths.home }}
      nav={nav}
      account={<AccountMenu profilePath={paths.myProfile} links={navItems(appRoutes, 'account')} signOutTo={paths.home} />}
      footer={<p>Socials is open source: host your own community events.</p>}
    />
  );
}

/** What public-web puts around its pages: its name, menus and guards. */
export const appFrame = {
  root: (
    <RootLayout appName="Socials">
      <ProfileCompletionRedirect />
    </RootLayout>
  ),
  shell: <PublicShell />,
  bare: <BareLayout />,
  guards: { user: <RequireAuth /> },
} satisfies AppRoutesFrame;
