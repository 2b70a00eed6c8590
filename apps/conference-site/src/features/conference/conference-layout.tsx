import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { ConferenceConfig } from '@socials/domain';
import { AppShell, Badge } from '@socials/ui';
import { FOCUS_RING } from '../../shared/link-styles';
import { conferenceName } from './conference-name';
import { CONFERENCE_SECTIONS } from './conference-sections';

const NAV_LINK = `text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-fg ${FOCUS_RING}`;

export interface ConferenceLayoutProps {
  conference: ConferenceConfig;
  children: ReactNode;
}

/** The partner conference's own site: its name and type in the header, its sections in the menu. */
export function ConferenceLayout({ conference, children }: ConferenceLayoutProps) {
  return (
    <AppShell
      brand={
        <Link to="/" className={`flex items-center gap-2 text-lg ${FOCUS_RING}`}>
          {conferenceName(conference)}
          {conference.type ? <Badge tone="info">{conference.type}</Badge> : null}
        </Link>
      }
      nav={
        <>
          <NavLink to="/" end className={NAV_LINK}>
            Home
          </NavLink>
          {CONFERENCE_SECTIONS.map((section) => (
            <NavLink key={section.path} to={section.path} className={NAV_LINK}>
              {section.title}
            </NavLink>
          ))}
        </>
      }
      footer={<p>Run on Socials, the open-source community events platform.</p>}
    >
      {children}
    </AppShell>
  );
}
