import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { buildLoginPath, useCurrentUser, useSignOut } from '@socials/auth';
import { getDisplayName } from '@socials/domain';
import { AppShell, Button, TopProgressBar } from '@socials/ui';
import { FOCUS_RING } from '../shared/link-styles';
import { HOST_PORTAL_URL, paths } from '../shared/paths';

const NAV_LINK = `text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-fg ${FOCUS_RING}`;

export function PublicShell() {
  const navigation = useNavigation();
  return (
    <AppShell
      top={<TopProgressBar loading={navigation.state !== 'idle'} />}
      brand={
        <Link to={paths.home} className={`text-lg ${FOCUS_RING}`}>
          Socials
        </Link>
      }
      nav={
        <>
          <NavLink to={paths.socials} className={NAV_LINK}>
            Socials
          </NavLink>
          <NavLink to={paths.pastEvents} className={NAV_LINK}>
            Past events
          </NavLink>
          <NavLink to={paths.myTicket} className={NAV_LINK}>
            My ticket
          </NavLink>
          <a href={HOST_PORTAL_URL} className={NAV_LINK}>
            Host an event
          </a>
        </>
      }
      right={<AccountMenu />}
      footer={<p>Socials is open source: host your own community events.</p>}
    >
      <Outlet />
    </AppShell>
  );
}

function AccountMenu() {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const location = useLocation();
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to={buildLoginPath(`${location.pathname}${location.search}`)} className={`text-sm font-medium text-link ${FOCUS_RING}`}>
        Sign in
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <NavLink to={paths.myProfile} end className={NAV_LINK}>
        {getDisplayName(user) || user.email}
      </NavLink>
      <NavLink to={paths.transactions} className={NAV_LINK}>
        Transactions
      </NavLink>
      <Button variant="ghost" size="sm" onClick={() => void signOut({ redirectTo: paths.home })}>
        Sign out
      </Button>
    </div>
  );
}
