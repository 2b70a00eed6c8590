import { AccountMenu } from '@socials/auth';
import { CONFERENCE_SITE_PARAM, type Conference, type ConferenceConfig } from '@socials/domain';
import { Badge, navItems, type AppFrameProps } from '@socials/ui';
import { conferenceName } from '../features/conference/conference-name';
import { CONFERENCE_PATH } from './basename';
import { appRoutes } from './routes';

/**
 * Where signing out leads (a page load): the home of the site on its own host; at /conference/ on
 * the platform, the home there naming the conference, not the platform's own home page.
 */
function signedOutHome(config: ConferenceConfig, conference: Conference): string {
  if (config.host) return '/';
  return `${CONFERENCE_PATH}/?${new URLSearchParams({ [CONFERENCE_SITE_PARAM]: conference.slug }).toString()}`;
}

/** The partner conference's own site: its name (and logo) in the header, its sections in the menu. */
export function conferenceFrame(config: ConferenceConfig, conference: Conference | null): Omit<AppFrameProps, 'children'> {
  return {
    brand: (
      // A long conference name is cut short with an ellipsis, so the header stays one row on a phone.
      <span className="flex max-w-[60vw] min-w-0 items-center gap-2">
        {conference?.branding.logoUrl ? <img src={conference.branding.logoUrl} alt="" className="h-7 w-auto shrink-0" /> : null}
        <span className="truncate">{conference?.name ?? conferenceName(config)}</span>
        {!conference && config.type ? <Badge tone="info">{config.type}</Badge> : null}
      </span>
    ),
    brandLink: { to: '/' },
    nav: navItems(appRoutes, 'main'),
    account: conference ? <AccountMenu profilePath="/my-tickets" profileLabel="My tickets" signOutTo={signedOutHome(config, conference)} /> : undefined,
    footer: <p>Run on Socials, the open-source community events platform.</p>,
  };
}

/** Not on a conference host: plain Socials branding, with the way to the main site. */
export const defaultFrame: Omit<AppFrameProps, 'children'> = {
  brand: 'Socials',
  brandLink: { href: '/' },
  nav: [{ label: 'Socials', href: '/socials' }],
};
