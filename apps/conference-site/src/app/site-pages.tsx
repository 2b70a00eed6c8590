import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { Conference } from '@socials/domain';
import { useRouteTitle } from '@socials/ui';
import { AgendaPage } from '../features/conference/agenda-page';
import { ClaimPage } from '../features/conference/claim-page';
import { ComingSoonPage } from '../features/conference/coming-soon-page';
import { ConferenceHomePage } from '../features/conference/conference-home-page';
import { ConferenceLandingPage } from '../features/conference/conference-landing-page';
import { MyAgendaPage } from '../features/conference/my-agenda-page';
import { MyTicketsPage } from '../features/conference/my-tickets-page';
import { NetworkingPage } from '../features/conference/networking-page';
import { PartnersPage } from '../features/conference/partners-page';
import { SpeakersPage } from '../features/conference/speakers-page';
import { TicketsPage } from '../features/conference/tickets-page';
import { VenuePage } from '../features/conference/venue-page';
import { DefaultHomePage } from '../features/default-site/default-home-page';
import { useSiteMode } from './site-mode';

/** The pages differ by layout; the app picks the feature, so the features stay unaware of each other. */
export function HomeRoute() {
  const mode = useSiteMode();
  if (mode.kind !== 'conference') return <DefaultHomePage />;
  return mode.conference ? <ConferenceLandingPage conference={mode.conference} /> : <ConferenceHomePage conference={mode.config} />;
}

/**
 * A conference section, named by its route: its page once the conference is published, "Coming
 * soon" before; away from the conference host there is none, so it leads home.
 */
function sectionRoute(Page: ComponentType<{ conference: Conference }>) {
  return function SectionRoute() {
    const mode = useSiteMode();
    const title = useRouteTitle() ?? '';
    if (mode.kind !== 'conference') return <Navigate to="/" replace />;
    return mode.conference ? <Page conference={mode.conference} /> : <ComingSoonPage title={title} />;
  };
}

export const SpeakersRoute = sectionRoute(SpeakersPage);
export const AgendaRoute = sectionRoute(AgendaPage);
export const VenueRoute = sectionRoute(VenuePage);
export const PartnersRoute = sectionRoute(PartnersPage);
export const TicketsRoute = sectionRoute(TicketsPage);
export const MyTicketsRoute = sectionRoute(MyTicketsPage);
export const MyAgendaRoute = sectionRoute(MyAgendaPage);
export const NetworkingRoute = sectionRoute(NetworkingPage);
export const ClaimRoute = sectionRoute(ClaimPage);
