import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export interface StartAppOptions<State> {
  /** The store state the server rendered the page with, or null when the page did not come from the server. */
  serverState: State | null;
  /** Puts the server's state in the store, before the first render. */
  restoreState: (state: State) => void;
  /** Loads the lazy pages of the current address, so the first render is the page itself rather than a loading state. */
  loadPages: () => Promise<unknown>;
  /** The app, with its store and router: called once, when it is about to render. */
  app: () => ReactElement;
  /** A mismatch React recovered from by rendering again in the browser. */
  onRecoverableError?: (error: unknown) => void;
}

/** The bootstrap of a server-rendered app (main.tsx): hydrates the server's page with its state, else renders the app anew. */
export async function startApp<State>(root: HTMLElement, options: StartAppOptions<State>): Promise<void> {
  const { serverState, restoreState, loadPages, app, onRecoverableError = logRecoverableError } = options;
  if (!serverState) {
    createRoot(root).render(<StrictMode>{app()}</StrictMode>);
    return;
  }
  // The first render must be the server's: same data, and the page itself rather than a loading state.
  restoreState(serverState);
  await loadPages();
  const element = app();
  // As a transition, hydration yields to the browser between components instead of holding the main thread: the page is already on screen.
  startTransition(() => {
    hydrateRoot(root, <StrictMode>{element}</StrictMode>, { onRecoverableError });
  });
}

function logRecoverableError(error: unknown) {
  console.error('Hydration failed; the page was rendered again in the browser', error);
}
