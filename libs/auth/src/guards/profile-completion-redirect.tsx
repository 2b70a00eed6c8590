import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../provider/auth-context';
import { DEFAULT_LOGIN_PATH, safeReturnTo } from '../session/return-to';

export const ACCOUNT_SETTINGS_PATH = '/accounts/setting';
const EXEMPT_PATHS = [ACCOUNT_SETTINGS_PATH, '/accounts/retrieve'];

export interface ProfileCompletionRedirectProps {
  children?: ReactNode;
  /** Where account settings live in this app. Default '/accounts/setting'. */
  settingsPath?: string;
  /** Where this app signs people in. Default '/auth/login'. */
  loginPath?: string;
}

/**
 * What account settings hand on when they send someone back after saving their name. The cached
 * record may still be the one without it for a moment (a read of it that started before the save
 * can land after it): the page they return to must not send them straight back to settings.
 */
export const PROFILE_SAVED = { profileSaved: true } as const;

const justSaved = (state: unknown) => typeof state === 'object' && state !== null && (state as { profileSaved?: unknown }).profileSaved === true;

const isExempt = (pathname: string, settingsPath: string) =>
  [settingsPath, ...EXEMPT_PATHS].some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** A signed-in user without a first or last name fills them in before anything else. */
export function ProfileCompletionRedirect({ children, settingsPath = ACCOUNT_SETTINGS_PATH, loginPath = DEFAULT_LOGIN_PATH }: ProfileCompletionRedirectProps) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const incomplete = user !== null && (!user.firstName?.trim() || !user.lastName?.trim());
  if (incomplete && !isExempt(location.pathname, settingsPath) && !justSaved(location.state)) {
    // Someone who just signed in on the login page goes on to where they were headed, not back to it.
    const returnTo =
      location.pathname === loginPath ? safeReturnTo(new URLSearchParams(location.search).get('returnTo')) : `${location.pathname}${location.search}`;
    return <Navigate to={`${settingsPath}?${new URLSearchParams({ returnTo })}`} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
