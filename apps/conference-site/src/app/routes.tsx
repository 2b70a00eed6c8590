import { Navigate, type RouteObject } from 'react-router-dom';
import { CONFERENCE_SECTIONS } from '../features/conference/conference-sections';
import { HomeRoute, SectionRoute } from './site-pages';
import { SiteRoot } from './site-root';

export { appRoutes } from './app-routes';

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
