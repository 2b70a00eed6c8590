import { Outlet } from 'react-router-dom';
import { ProfileCompletionRedirect } from '@socials/auth';
import { ModalStackProvider, Toaster } from '@socials/ui';

/** Inside the router, so that modals, guards and toasts can use links and navigation. */
export function RootLayout() {
  return (
    <ModalStackProvider>
      <ProfileCompletionRedirect>
        <Outlet />
      </ProfileCompletionRedirect>
      <Toaster />
    </ModalStackProvider>
  );
}
