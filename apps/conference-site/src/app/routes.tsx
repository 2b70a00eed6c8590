import { Navigate, type RouteObject } from 'react-router-dom';
import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';
import { HomeRoute, SectionRoute } from './site-pages';
import { SiteRoot } from './site-root';

/** Every route of conference-site, for the accessibility test (relative to the basename). */
export const appRoutes: readonly { path: string; title: string }[] = [
  { path: '/', title: 'Home' },
  ...CONFERENCE_SECTIONS.map(({ path, title }) => ({ path, title })),
];

export const routes: RouteObject[] = [
  {
    element: <SiteRoot />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...CONFERENCE_SECTIONS.map(({ path, title }) => ({ path, element: <SectionRoute title={title} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
