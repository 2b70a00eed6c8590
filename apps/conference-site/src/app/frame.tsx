import type { ConferenceConfig } from '@socials/domain';
import { Badge, navItems, type AppFrameProps } from '@socials/ui';
import { conferenceName } from '../features/conference/conference-name';
import { appRoutes } from './routes';

/** The partner conference's own site: its name and type in the header, its sections in the menu. */
export function conferenceFrame(conference: ConferenceConfig): Omit<AppFrameProps, 'children'> {
  return {
    brand: (
      <span className="flex items-center gap-2">
        {conferenceName(conference)}
        {conference.type ? <Badge tone="info">{conference.type}</Badge> : null}
      </span>
    ),
    brandLink: { to: '/' },
    nav: navItems(appRoutes, 'main'),
    footer: <p>Run on Socials, the open-source community events platform.</p>,
  };
}

/** Not on a conference host: plain Socials branding, with the way to the main site. */
export const defaultFrame: Omit<AppFrameProps, 'children'> = {
  brand: 'Socials',
  brandLink: { href: '/' },
  nav: [{ label: 'Socials', href: '/socials' }],
};
