import { Link, NavLink, Outlet, useNavigation } from 'react-router-dom';
import { useCurrentUser, useSignOut } from '@socials/auth';
import { getDisplayName } from '@socials/domain';
import { AppShell, Button, TopProgressBar } from '@socials/ui';
import { FOCUS_RING } from '../shared/link-styles';
import { PUBLIC_SITE_URL, paths } from '../shared/paths';

const NAV_LINK = `text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-fg ${FOCUS_RING}`;

export function HostShell() {
  const navigation = useNavigation();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  return (
    <AppShell
      top={<TopProgressBar loading={navigation.state !== 'idle'} />}
      brand={
        <Link to={paths.socials} className={`text-lg ${FOCUS_RING}`}>
          Socials <span className="font-normal text-fg-muted">for hosts</span>
        </Link>
      }
      nav={
        <>
          <NavLink to={paths.socials} end className={NAV_LINK}>
            Your socials
          </NavLink>
          <NavLink to={paths.newSocial} className={NAV_LINK}>
            Create a social
          </NavLink>
          <NavLink to={paths.payouts} className={NAV_LINK}>
            Payouts
          </NavLink>
          <a href={PUBLIC_SITE_URL} className={NAV_LINK}>
            Public site
          </a>
        </>
      }
      right={
        user ? (
          <div className="flex items-center gap-2 text-sm">
            <NavLink to={paths.accountSettings} className={NAV_LINK}>
              {getDisplayName(user) || user.email}
            </NavLink>
            <Button variant="ghost" size="sm" onClick={() => void signOut({ redirectTo: '/' })}>
              Sign out
            </Button>
          </div>
        ) : null
      }
    >
      <Outlet />
    </AppShell>
  );
}
