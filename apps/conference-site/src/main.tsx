import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiStateHydrated, readServerState, startAnalytics } from '@socials/api-client';
import { App } from './app/app';
import { loadPagesOf, startRouter } from './app/router';
import { store } from './app/store';
import './styles.css';

startAnalytics();

/** Hydrates the page the server rendered (entry-server.tsx) with its state, else renders the app anew. */
async function start(root: HTMLElement) {
  const serverState = readServerState(root);
  if (!serverState) {
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={startRouter()} />
      </StrictMode>,
    );
    return;
  }
  // The first render must be the server's: same data, and the page itself rather than a loading state.
  store.dispatch(apiStateHydrated(serverState));
  await loadPagesOf(window.location.pathname);
  const router = startRouter();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('Hydration failed; the page was rendered again in the browser', error) },
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void start(root);
