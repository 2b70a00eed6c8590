import { createAppStore } from '@socials/auth';
import { routerBasename } from './basename';

/** The site's store: the session (buyers sign in to buy and hold tickets) and the API slice. */
export const store = createAppStore({
  basename: routerBasename(window.location.pathname),
  navigate: (to) => void import('./router').then(({ navigateInApp }) => navigateInApp(to)),
});
