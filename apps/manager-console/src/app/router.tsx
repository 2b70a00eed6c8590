import { createBrowserRouter } from 'react-router-dom';
import { createAppRoutes } from '@socials/ui';
import { appFrame } from './frame';
import { appRoutes, BASENAME } from './routes';

export const router = createBrowserRouter(createAppRoutes(appRoutes, appFrame), { basename: BASENAME });
