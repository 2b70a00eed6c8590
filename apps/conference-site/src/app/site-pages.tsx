import { Navigate } from 'react-router-dom';
import { useRouteTitle } from '@socials/ui';
import { ComingSoonPage } from '../features/conference/coming-soon-page';
import { ConferenceHomePage } from '../features/conference/conference-home-page';
import { DefaultHomePage } from '../features/default-site/default-home-page';
import { useSiteMode } from './site-mode';

/** The pages differ by layout; the app picks the feature, so the features stay unaware of each other. */
export function HomeRoute() {
  const mode = useSiteMode();
  return mode.kind === 'conference' ? <ConferenceHomePage conference={mode.conference} /> : <DefaultHomePage />;
}

/** A conference section, named by its route; away from the conference host there is none, so it leads home. */
export function SectionRoute() {
  const mode = useSiteMode();
  const title = useRouteTitle() ?? '';
  return mode.kind === 'conference' ? <ComingSoonPage title={title} /> : <Navigate to="/" replace />;
}
