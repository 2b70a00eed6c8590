import { toMetaDescription, type Conference, type PageHead } from '@socials/domain';
import {
  loadAgendaPage,
  loadConferenceHome,
  loadNothingMore,
  loadPartnersPage,
  loadSpeakersPage,
  type ConferencePageLoader,
} from '../features/conference/load-conference-pages';
import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';
import { formatConferenceDates } from '../features/conference/conference-time';
import { appRoutes } from './routes';

/** A page the server renders for anonymous visitors on the conference's host: its pattern (routes.ts) and what it loads besides the conference. */
export interface ServerRenderedRoute {
  path: string;
  /** Its title in the tab and the link preview; the home has the conference's name alone. */
  title: string | null;
  load: ConferencePageLoader;
}

/** The lazy module of every page of the site (routes.ts), as the build manifest names it: what the HTML preloads. */
export const SITE_PAGES_MODULE = 'src/app/site-pages.tsx';

type SectionPath = (typeof CONFERENCE_SECTIONS)[number]['path'];
/** A section's route (routes.ts makes one per CONFERENCE_SECTIONS entry), under its title there. */
const section = (path: SectionPath, load: ConferencePageLoader): ServerRenderedRoute => ({
  path,
  title: CONFERENCE_SECTIONS.find((entry) => entry.path === path)!.title,
  load,
});

/**
 * The conference's public pages (entry-server.tsx): they arrive with their content, the
 * conference's colours and logo, and its link-preview tags. Pages for ticket holders stay in the browser.
 */
export const serverRenderedRoutes: readonly ServerRenderedRoute[] = [
  { path: appRoutes.home.path, title: null, load: loadConferenceHome },
  section('/speakers', loadSpeakersPage),
  section('/agenda', loadAgendaPage),
  section('/venue', loadNothingMore),
  section('/partners', loadPartnersPage),
];

/** The preview image of a conference without a hero image or logo: the main site's card. */
const DEFAULT_PREVIEW_IMAGE_PATH = '/default-social-card.png';

/** The head of a conference page: its name (after the section's), its tagline and dates, its hero image. */
export function conferencePageHead(conference: Conference, route: ServerRenderedRoute, pageUrl: string, publicUrl: string): PageHead {
  const when = formatConferenceDates(conference.startsAt, conference.endsAt, conference.timezone);
  const where = conference.venueName ? `, ${conference.venueName}` : '';
  return {
    title: route.title ? `${route.title} · ${conference.name}` : conference.name,
    description: toMetaDescription(conference.tagline || conference.description || `${conference.name}: ${when}${where}.`),
    url: pageUrl,
    imageUrl: new URL(conference.branding.heroImageUrl || conference.branding.logoUrl || DEFAULT_PREVIEW_IMAGE_PATH, publicUrl).href,
    type: 'website',
    siteName: conference.name,
  };
}
