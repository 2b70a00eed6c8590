import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { baseApi, configureServerRenderClient } from '@socials/api-client';
import { createAppStore } from '@socials/auth';
import type { RenderPage } from '@socials/domain';
import { routeObjects } from './app/router';
import { ServerApp } from './app/server-app';
import { serverRenderedRoutes } from './app/server-rendered-routes';

/** Made once: it keeps the pages it has loaded, so later renders do not load them again. */
const handler = createStaticHandler(routeObjects);

// Loads the modules of every server-rendered page now, not during some visitor's request (a
// pattern is a path its own route matches).
for (const { path } of serverRenderedRoutes) {
  handler.query(new Request(new URL(path, 'http://localhost'))).catch(() => undefined);
}

/** The page the router shows at `pathname`, if the server renders it (/circles/new is not /circles/:slug). */
function findServerRenderedRoute(pathname: string) {
  const shown = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = serverRenderedRoutes.find((candidate) => candidate.path === shown?.route.path);
  return route && shown ? { route, params: shown.params } : null;
}

/**
 * Renders a server-rendered page (app/server-rendered-routes.ts) as an anonymous visitor sees it:
 * the loader fills a store of its own through the API, then the same components as the browser's
 * render it. The API server calls this (http/plugins/server-render.ts) and writes the page around it.
 */
export const renderPage: RenderPage = async ({ url, origin, publicUrl, fetchApi }) => {
  const pageUrl = new URL(url, origin);
  const found = findServerRenderedRoute(pageUrl.pathname);
  if (!found) return null;

  const store = createAppStore();
  // Every render sets the same anonymous client: no session, the API in this process, no waits between retries.
  configureServerRenderClient(origin, fetchApi);
  try {
    const loaded = await found.route.load({ store, params: found.params, publicUrl });
    if (loaded.kind === 'shell') return loaded;

    const context = await handler.query(new Request(pageUrl));
    if (context instanceof Response) return { kind: 'shell', status: 200 };
    const router = createStaticRouter(handler.dataRoutes, context);

    // prerender, unlike renderToString, waits for the parts a page loads lazily: the HTML is whole.
    const { prelude } = await prerenderToNodeStream(<ServerApp store={store} router={router} context={context} origin={origin} />);
    const html = await text(prelude);
    const state = { [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] };
    return { kind: 'page', status: loaded.status, html, head: loaded.head, state, preload: [found.route.module] };
  } finally {
    // Clears the store's cache timers, so nothing of this render outlives the request.
    store.dispatch(baseApi.util.resetApiState());
  }
};
