import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@socials/ui';
import { useCurrentUser } from '../provider/auth-context';
import { buildLoginPath, DEFAULT_LOGIN_PATH, returnPathOf } from '../session/return-to';

export interface RequireAuthProps {
  /** Without children it guards the nested routes (<Outlet />). */
  children?: ReactNode;
  loginPath?: string;
}

/** Sends visitors to sign in, with returnTo so they come back here. */
export function RequireAuth({ children, loginPath = DEFAULT_LOGIN_PATH }: RequireAuthProps) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!isSignedIn) return <Navigate to={buildLoginPath(returnPathOf(location.pathname, location.search), loginPath)} replace />;
  return <>{children ?? <Outlet />}</>;
}
