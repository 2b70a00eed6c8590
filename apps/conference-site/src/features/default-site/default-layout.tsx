import type { ReactNode } from 'react';
import { AppShell } from '@socials/ui';
import { FOCUS_RING } from '../../shared/link-styles';

/** Not on a conference host: plain Socials branding, with the way to the main site. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      brand={
        <a href="/" className={`text-lg ${FOCUS_RING}`}>
          Socials
        </a>
      }
      nav={
        <a href="/socials" className={`text-fg-muted hover:text-fg ${FOCUS_RING}`}>
          Socials
        </a>
      }
    >
      {children}
    </AppShell>
  );
}
