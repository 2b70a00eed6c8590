import { createBrowserRouter } from 'react-router-dom';
import { routerBasename } from './basename';
import { routes } from './routes';

export const router = createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });
