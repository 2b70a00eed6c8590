import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { baseApi, configureServerRenderClient } from '@socials/api-client';
import { createAppStore } from '@socials/auth';
import { CONFERENCE_SITE_PARAM, conferenceRefOfSiteLink, type RenderPage } from '@socials/domain';
import { CONFERENCE_PATH, routerBasename } from './app/basename';
import { loadSiteConference } from './app/load-site';
import { routeObjects } from './app/router';
import { ServerApp } from './app/server-app';
import { conferencePageHead, serverRenderedRoutes, SITE_PAGES_MODULE } from './app/server-rendered-routes';

/**
 * One per basename (the site is at / on the conference's host and at /conference/ too), made once:
 * each keeps the pages it has loaded, so later renders do not load them again.
 */
const handlers = new Map([CONFERENCE_PATH, '/'].map((basename) => [basename, createStaticHandler(routeObjects, { basename })]));
const handlerFor = (basename: string) => handlers.get(basename)!;

// Loads the modules of every server-rendered page now, under both basenames, not during some visitor's request.
for (const [basename, handler] of handlers) {
  for (const { path } of serverRenderedRoutes) {
    handler.query(new Request(new URL(`${basename.replace(/\/$/, '')}${path}`, 'http://localhost'))).catch(() => undefined);
  }
}

/** The page the router shows at `pathname`, if the server renders it. */
function findServerRenderedRoute(pathname: string, basename: string) {
  const shown = matchRoutes(routeObjects, pathname, basename)?.at(-1);
  return serverRenderedRoutes.find((candidate) => candidate.path === shown?.route.path) ?? null;
}

/**
 * Renders a public page of the conference as an anonymous visitor on its host sees it: the site's
 * conference and the page's data go into a store of this render through the API, then the same
 * components as the browser's render them. The API server calls this (http/plugins/server-render.ts).
 */
export const renderPage: RenderPage = async ({ url, origin, publicUrl, fetchApi }) => {
  const pageUrl = new URL(url, origin);
  const basename = routerBasename(pageUrl.pathname);
  const route = findServerRenderedRoute(pageUrl.pathname, basename);
  if (!route) return null;

  const store = createAppStore();
  // Every render sets the same anonymous client: no session, the API in this process, no waits between retries.
  configureServerRenderClient(origin, fetchApi);
  try {
    const linkRef = conferenceRefOfSiteLink(pageUrl.search);
    const conference = await loadSiteConference(store, pageUrl.host, linkRef);
    // The default site and "Coming soon" are the browser's to render.
    if (!conference) return { kind: 'shell', status: 200 };
    await route.load({ store, conference });

    const handler = handlerFor(basename);
    const context = await handler.query(new Request(pageUrl));
    if (context instanceof Response) return { kind: 'shell', status: 200 };
    const router = createStaticRouter(handler.dataRoutes, context);

    const { prelude } = await prerenderToNodeStream(<ServerApp store={store} router={router} context={context} host={pageUrl.host} />);
    const html = await text(prelude);
    const state = { [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] };
    // A page showing the conference its link names keeps the name in its address: without it, the address shows another.
    const named = linkRef !== null && (linkRef === conference.slug || linkRef === conference.id);
    const address = `${pageUrl.origin}${pageUrl.pathname}${named ? `?${new URLSearchParams({ [CONFERENCE_SITE_PARAM]: linkRef }).toString()}` : ''}`;
    const head = conferencePageHead(conference, route, address, publicUrl);
    return { kind: 'page', status: 200, html, head, state, preload: [SITE_PAGES_MODULE] };
  } finally {
    // Clears the store's cache timers, so nothing of this render outlives the request.
    store.dispatch(baseApi.util.resetApiState());
  }
};
