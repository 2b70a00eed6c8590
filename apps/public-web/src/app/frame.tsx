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

const link = (route: { title: string; path: string }): NavItem => ({ label: route.title, to: route.path });

/**
 * The site's main menu, most used first: on a wide screen the first six stay in the bar and the rest
 * wait under "More" (AppFrame), so that the header is one row.
 */
const MAIN_MENU: NavItem[] = [
  link(appRoutes.socials),
  link(appRoutes.pastEvents),
  link(appRoutes.circles),
  { label: 'Community events', to: paths.communityEvents, end: true },
  link(appRoutes.myTicket),
  { label: 'Host an event', href: HOST_PORTAL_URL },
  link(appRoutes.hosts),
  link(appRoutes.proposals),
  { label: 'Community series', items: SERIES.map((series) => ({ label: series.title, to: series.path })) },
  { label: 'FAQs', to: paths.community },
  { label: 'Past speakers', to: paths.featured },
  { label: 'Photos', to: paths.photos },
  { label: 'Enterprise plans', to: paths.enterprisePlans },
  link(appRoutes.contact),
];

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
