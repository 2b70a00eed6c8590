import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ModalStackProvider } from '../modal-stack/modal-stack';
import { Toaster } from '../toast/toaster';
import { DocumentTitle } from './document-title';

export interface RootLayoutProps {
  /** Follows each page's title in the browser tab. */
  appName: string;
  /** What stands between the frame and the pages, e.g. a guard that renders an <Outlet />; default the pages. */
  children?: ReactNode;
}

/** Above every page, inside the router, so that modals, guards and toasts can use links and navigation. */
export function RootLayout({ appName, children }: RootLayoutProps) {
  return (
    <DocumentTitle appName={appName}>
      <ModalStackProvider>
        {children ?? <Outlet />}
        <Toaster />
      </ModalStackProvider>
    </DocumentTitle>
  );
}
