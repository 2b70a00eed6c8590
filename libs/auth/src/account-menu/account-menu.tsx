import { Link, NavLink, useLocation } from 'react-router-dom';
import { getDisplayName } from '@socials/domain';
import { Avatar, Button, FOCUS_RING, HeaderMenu, NAV_LINK, NavLinks, useHeaderPlacement, type NavItem } from '@socials/ui';
import { useCurrentUser } from '../provider/auth-context';
import { useSignOut } from '../provider/use-session-actions';
import { buildLoginPath } from '../session/return-to';

export interface AccountMenuProps {
  /** The page the user's name links to (their profile, or account settings). */
  profilePath: string;
  /** Names that page in the wide screen's account menu. */
  profileLabel?: string;
  /** More links of the account, after the name: navItems(table, 'account'). */
  links?: readonly NavItem[];
  /** Where signing out leads. */
  signOutTo?: string;
}

/**
 * The header's account corner: the user's photo (or initials) and name, their links and Sign out; a
 * Sign in link for visitors. In the wide screen's bar the name is a menu button holding the rest, so
 * that the header stays one row; in the phone's panel they are listed.
 */
export function AccountMenu({ profilePath, profileLabel = 'Your profile', links = [], signOutTo = '/' }: AccountMenuProps) {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const location = useLocation();
  const placement = useHeaderPlacement();
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to={buildLoginPath(`${location.pathname}${location.search}`)} className={`text-sm font-medium text-link ${FOCUS_RING}`}>
        Sign in
      </Link>
    );
  }
  const name = getDisplayName(user) || user.email;
  const avatar = <Avatar name={name} photoUrl={user.photoPath} size="sm" />;
  if (placement === 'bar') {
    return (
      <HeaderMenu
        label={
          <span className="inline-flex max-w-48 items-center gap-2">
            {avatar}
            <span className="truncate">{name}</span>
          </span>
        }
        items={[{ label: profileLabel, to: profilePath, end: true }, ...links]}
        actions={[{ label: 'Sign out', onSelect: () => void signOut({ redirectTo: signOutTo }) }]}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <NavLink to={profilePath} end className={`inline-flex items-center gap-2 ${NAV_LINK}`}>
        {avatar}
        {name}
      </NavLink>
      <NavLinks items={links} />
      <Button variant="ghost" size="sm" onClick={() => void signOut({ redirectTo: signOutTo })}>
        Sign out
      </Button>
    </div>
  );
}
