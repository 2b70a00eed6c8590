import type { HTTPMethods } from 'fastify';
import type { AppServices } from '../app-services';
import { buildApp } from '../http/app';

/** A route as "METHOD /url", e.g. "GET /api/socials/:id". */
export type RouteKey = `${Uppercase<HTTPMethods>} /${string}`;

export function routeKey(method: string, url: string): RouteKey {
  return `${method.toUpperCase()} ${url}` as RouteKey;
}

/**
 * The API's own route table: builds a throw-away app with an onRoute hook and lists every route
 * under /api, sorted. HEAD routes that Fastify adds beside each GET are left out; anything outside
 * /api (the web apps' files) is not part of the API.
 */
export async function collectRouteTable(services: AppServices): Promise<RouteKey[]> {
  const seen: { method: string; url: string }[] = [];
  const app = await buildApp(services, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) seen.push({ method: method.toUpperCase(), url: route.url });
    },
  });
  await app.ready();
  await app.close();

  // A GET of "/" inside a prefix also answers "/prefix/"; only that URL's HEAD route reaches the hook.
  const withoutTrailingSlash = (url: string) => url.replace(/(.)\/$/, '$1');
  const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => withoutTrailingSlash(r.url)));
  const keys = seen
    .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
    .filter((r) => !(r.method === 'HEAD' && gets.has(withoutTrailingSlash(r.url))))
    .map((r) => routeKey(r.method, r.url));
  return [...new Set(keys)].sort();
}
