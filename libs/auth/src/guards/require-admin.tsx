import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../provider/auth-context';
import { RequireAuth } from './require-auth';
import { StaffOnlyPage } from './staff-only-page';

export interface RequireAdminProps {
  children?: ReactNode;
  loginPath?: string;
}

function AdminOnly({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user?.isAdmin) return <StaffOnlyPage />;
  return <>{children ?? <Outlet />}</>;
}

/** /manager is for staff. Visitors sign in first; signed-in non-admins get a 403 page. */
export function RequireAdmin({ children, loginPath }: RequireAdminProps) {
  return (
    <RequireAuth loginPath={loginPath}>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}
