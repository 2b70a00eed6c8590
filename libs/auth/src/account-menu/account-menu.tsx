import { Link, NavLink, useLocation } from 'react-router-dom';
import { getDisplayName } from '@socials/domain';
import { Avatar, Button, FOCUS_RING, NAV_LINK, NavLinks, type NavItem } from '@socials/ui';
import { useCurrentUser } from '../provider/auth-context';
import { useSignOut } from '../provider/use-session-actions';
import { buildLoginPath } from '../session/return-to';

export interface AccountMenuProps {
  /** The page the user's name links to (their profile, or account settings). */
  profilePath: string;
  /** More links of the account, after the name: navItems(table, 'account'). */
  links?: readonly NavItem[];
  /** Where signing out leads. */
  signOutTo?: string;
}

/** The header's account corner: the user's photo (or initials) and name, their links and Sign out; a Sign in link for visitors. */
export function AccountMenu({ profilePath, links = [], signOutTo = '/' }: AccountMenuProps) {
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
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <NavLink to={profilePath} end className={`inline-flex items-center gap-2 ${NAV_LINK}`}>
        <Avatar name={getDisplayName(user) || user.email} photoUrl={user.photoPath} size="sm" />
        {getDisplayName(user) || user.email}
      </NavLink>
      <NavLinks items={links} />
      <Button variant="ghost" size="sm" onClick={() => void signOut({ redirectTo: signOutTo })}>
        Sign out
      </Button>
    </div>
  );
}
