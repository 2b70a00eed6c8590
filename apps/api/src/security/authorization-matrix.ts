/**
 * Who may call which route: the authorization matrix (OWASP API1, broken object level
 * authorization, and API5, broken function level authorization). authorization-matrix.test.ts
 * sends every request of the matrix as every role and fails when the server answers otherwise,
 * when the server has a route that is missing here, or when an entry names a route that no longer
 * exists.
 *
 * The matrix is composed: each area states its routes in modules/<area>/<area>.matrix.ts (its
 * entries, what it adds to the seeded world, the stored objects it watches; see matrix.ts), and
 * this file adds the routes that belong to no area (the API documentation). A new area adds its
 * own file; nothing here changes.
 *
 * Roles are relative to the object a request names. The test seeds two tenants: host A and host B
 * each own a public approved social and a private one, and a guest holds an RSVP to each public
 * social. Requests name host A's objects, so "host" is host A and "otherHost" is host B trying the
 * same request on someone else's object (the IDOR case).
 *
 * Visibility decisions behind the 404s:
 * - A private social (isPublic false) is unlisted, not secret: it never appears on lists, but its
 *   link works for anyone, as the host shares it to invite people. The same holds for a public
 *   social waiting for review: approval decides listing, not reachability. Ids are random UUIDs
 *   and slugs carry a random suffix, so a link cannot be guessed.
 * - A deleted social no longer exists for anyone but its hosts and staff: 404, never 403, on every
 *   route that names it, so that nobody learns it was there.
 * - Refusing a signed-in user with 403 is fine where the object is visible to them anyway (a
 *   social's edit form, its guest list).
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteKey } from '../test/route-table';
import { anyone, everyone, type AreaMatrix, type MatrixEntry, type MatrixRequest } from './matrix';

/** Routes of no area: the API documentation is open to everyone. */
const DOCUMENTATION_MATRIX: AreaMatrix = {
  entries: [
    { route: 'GET /api/docs', expect: anyone, request: () => ({}) },
    { route: 'GET /api/docs/json', expect: anyone, request: () => ({}) },
    { route: 'GET /api/docs/yaml', expect: anyone, request: () => ({}) },
    // The bare page redirects to /api/docs/, which serves it with the right base URL.
    { route: 'GET /api/docs/static/index.html', expect: everyone('3xx'), request: () => ({}) },
    { route: 'GET /api/docs/static/swagger-initializer.js', expect: anyone, request: () => ({}) },
    { route: 'GET /api/docs/static/*', expect: anyone, request: () => ({ params: { '*': 'index.css' } }) },
  ],
};

export interface NamedAreaMatrix extends AreaMatrix {
  /** Where the entries are stated, for the test's messages. */
  file: string;
}

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

/** Every area's matrix file (modules/<area>/<area>.matrix.ts, exporting `matrix`), in a fixed order, and the documentation's. */
export async function loadAuthorizationMatrix(): Promise<NamedAreaMatrix[]> {
  const areas: NamedAreaMatrix[] = [{ ...DOCUMENTATION_MATRIX, file: 'src/security/authorization-matrix.ts' }];
  for (const area of readdirSync(MODULES_DIR).sort()) {
    const path = `${MODULES_DIR}${area}/${area}.matrix.ts`;
    if (!existsSync(path)) continue;
    const { matrix } = (await import(pathToFileURL(path).href)) as { matrix: AreaMatrix };
    areas.push({ ...matrix, file: `src/modules/${area}/${area}.matrix.ts` });
  }
  return areas;
}

/** The URL of an entry's request: the route with its path parameters filled in, plus the query. */
export function requestUrl(route: RouteKey, request: MatrixRequest): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const filled = path.replace(/:(\w+)|\*/g, (token: string, name: string | undefined) => {
    const value = request.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${route}: the request gives no value for ${token}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

/** "GET /api/socials/:id (deleted social)" */
export function entryName(entry: MatrixEntry): string {
  return entry.object ? `${entry.route} (${entry.object})` : entry.route;
}
