import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { apiStateHydrated } from '@socials/api-client';
import { startApp } from '@socials/ui';
import type { AppStore } from '../store/create-app-store';

export interface RenderServerMarkupOptions {
  /** The app's route objects (what entry-server.tsx gives its static handler). */
  routes: RouteObject[];
  url: URL;
  /** The app's server tree (ServerApp) with the static router and its context. */
  render: (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext) => ReactElement;
}

/**
 * The markup entry-server.tsx would send for `url`, with renderToString (jsdom has no Node streams).
 * Unlike the server's prerender it does not wait for lazy parts: it renders again until none is left
 * to the client (`<!--$!-->` marks such a part).
 */
export async function renderServerMarkup({ routes, url, render }: RenderServerMarkupOptions): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} redirected`);
  let html = '';
  await vi.waitFor(() => {
    html = renderToString(render(createStaticRouter(handler.dataRoutes, context), context));
    expect(html).not.toContain('<!--$!-->');
  });
  return html;
}

export interface HydrateServerMarkupOptions {
  /** The store the server rendered with: its API state is what the page carries. */
  serverStore: AppStore;
  /** The browser's store. */
  store: AppStore;
  loadPages: () => Promise<unknown>;
  app: () => ReactElement;
}

/** Takes over the server's markup in `root` as main.tsx does (startApp); resolves to the mismatches React recovered from. */
export async function hydrateServerMarkup(root: HTMLElement, { serverStore, store, loadPages, app }: HydrateServerMarkupOptions): Promise<unknown[]> {
  const recoverableErrors: unknown[] = [];
  await act(() =>
    startApp(root, {
      serverState: { api: serverStore.getState().api },
      restoreState: (state) => store.dispatch(apiStateHydrated(state)),
      loadPages,
      app,
      onRecoverableError: (error) => recoverableErrors.push(error),
    }),
  );
  return recoverableErrors;
}
