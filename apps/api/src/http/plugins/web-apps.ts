import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesConferenceHost, siteHostName } from '@socials/domain';
import { notFound } from '../http-error';
import type { ConferenceDomainCheck } from './conference-domains';
import { createServerRenderer, loadServerEntry, type ServerRenderer } from './server-render';

/** Hashed assets never change; other files (favicon, robots.txt) may. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** A built single-page app and the path it is served under. */
export interface WebApp {
  name: string;
  basePath: string;
  distDir: string;
  /** The app's built server entry: its pages (those it renders) go to anonymous visitors with their content. */
  serverEntry?: string;
  /** How long a server render may take before the visitor gets the plain page instead (SERVER_RENDER_DEADLINE_MS). */
  serverRenderDeadlineMs?: number;
}

export interface WebAppsOptions {
  apps: WebApp[];
  /** Requests whose Host matches this name get the conference site at the root. */
  conferenceHost?: string;
}

export interface WebAppsContext {
  publicUrl: string;
  /** Whether a Host is a published conference's own domain: it gets the conference site at the root too. */
  isConferenceDomain?: ConferenceDomainCheck;
  /** The platform's own host names (platformHostNames): a conference's domain never takes one of them over. */
  platformHosts?: readonly string[];
}

/** The four front ends, in the order their base paths are matched (most specific first). */
export function defaultWebApps(repoRoot: string): WebApp[] {
  return [
    { name: 'host-portal', basePath: '/host/', distDir: join(repoRoot, 'apps/host-portal/dist') },
    { name: 'manager-console', basePath: '/manager/', distDir: join(repoRoot, 'apps/manager-console/dist') },
    {
      name: 'conference-site',
      basePath: '/conference/',
      distDir: join(repoRoot, 'apps/conference-site/dist'),
      serverEntry: join(repoRoot, 'apps/conference-site/dist-server/entry-server.js'),
    },
    {
      name: 'public-web',
      basePath: '/',
      distDir: join(repoRoot, 'apps/public-web/dist'),
      serverEntry: join(repoRoot, 'apps/public-web/dist-server/entry-server.js'),
    },
  ];
}

/**
 * Serves the built apps on the API's port: files as they are, any other path as the app's
 * index.html, which an app's server entry fills with the page for anonymous visitors.
 */
export async function registerWebApps(app: FastifyInstance, options: WebAppsOptions, { publicUrl, isConferenceDomain, platformHosts = [] }: WebAppsContext) {
  const builtApps = options.apps.filter((webApp) => existsSync(join(webApp.distDir, 'index.html')));
  for (const webApp of options.apps) {
    if (!builtApps.includes(webApp)) app.log.warn({ app: webApp.name, distDir: webApp.distDir }, 'web app not built; not served');
  }
  if (builtApps.length === 0) return;

  await app.register(fastifyStatic, { root: builtApps[0]!.distDir, serve: false });
  const conferenceSite = builtApps.find((webApp) => webApp.name === 'conference-site');
  const renderers = new Map<WebApp, ServerRenderer>();
  for (const webApp of builtApps) {
    const renderPage = webApp.serverEntry ? await loadServerEntry(webApp.serverEntry, app.log) : null;
    if (renderPage)
      renderers.set(
        webApp,
        createServerRenderer(app, { renderPage, distDir: webApp.distDir, assetBase: webApp.basePath, publicUrl, deadlineMs: webApp.serverRenderDeadlineMs }),
      );
  }
  // The first render loads the page modules and warms the queries: done once at start, not for the first visitor.
  app.addHook('onListen', async () => {
    for (const webApp of renderers.keys()) {
      app
        .inject({ method: 'GET', url: webApp.basePath })
        .catch((err: unknown) => app.log.warn({ err, app: webApp.name }, 'warming the server render up failed'));
    }
  });

  /**
   * CONFERENCE_HOST, or the domain of a published conference (each conference's site on its own
   * domain), but never one of the platform's own host names, whatever a conference's domain says.
   */
  const servesConferenceSite = async (host: string): Promise<boolean> => {
    if (matchesConferenceHost(host, options.conferenceHost)) return true;
    if (!isConferenceDomain || !host || platformHosts.includes(siteHostName(host))) return false;
    try {
      return await isConferenceDomain(host);
    } catch (err) {
      // The database is unreachable: the page the host would get without a conference, not an error.
      app.log.warn({ err, host }, 'looking the conference of a host name up failed');
      return false;
    }
  };

  /** The platform's own apps under their paths (/host/, /manager/): never a conference's site, whatever the host. */
  const platformAppAt = (path: string) =>
    options.apps.find((candidate) => candidate.basePath !== '/' && candidate.name !== 'conference-site' && appPathMatches(candidate, path));

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (path === '/api' || path.startsWith('/api/')) throw notFound(`Route ${request.method}:${path} not found`);

    const host = request.headers.host ?? '';
    if (platformAppAt(path) && !platformHosts.includes(siteHostName(host)) && (await servesConferenceSite(host))) {
      // The back offices sign staff and hosts in: only on the platform's own address, never under a
      // conference's host name, which its organizer controls.
      return reply.redirect(`${publicUrl}${request.url}`);
    }
    const onConferenceHost = conferenceSite && !path.startsWith(conferenceSite.basePath) && !platformAppAt(path) && (await servesConferenceSite(host));
    const webApp = onConferenceHost ? conferenceSite : builtApps.find((candidate) => appPathMatches(candidate, path));
    if (!webApp) throw notFound(`Nothing is served at ${path}`);

    const relativePath = path.startsWith(webApp.basePath) ? path.slice(webApp.basePath.length) : '';
    const file = resolveInside(webApp.distDir, relativePath);
    if (file && relativePath.startsWith('assets/')) {
      return reply.sendFile(relativePath, webApp.distDir, { maxAge: ONE_YEAR_MS, immutable: true });
    }
    if (file) return reply.sendFile(relativePath, webApp.distDir, { maxAge: FIVE_MINUTES_MS });
    if (relativePath.startsWith('assets/')) throw notFound(`No file at ${path}`);
    reply.header('cache-control', 'no-cache').type('text/html');
    const renderer = renderers.get(webApp);
    if (!renderer) return reply.sendFile('index.html', webApp.distDir, { cacheControl: false });
    // The page depends on whether the visitor has a session.
    reply.header('vary', 'cookie');
    const page = await renderer(request);
    reply.status(page.status);
    return page.html === null ? reply.sendFile('index.html', webApp.distDir, { cacheControl: false }) : reply.send(page.html);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', schema: { hide: true }, handler: serve });
}

/** Whether a path is under the app's base path (or is its base path without the last slash). */
function appPathMatches(webApp: WebApp, path: string): boolean {
  return path.startsWith(webApp.basePath) || `${path}/` === webApp.basePath;
}

/** The file under root that a request path names, or null when it is missing or escapes root. */
function resolveInside(root: string, relativePath: string): string | null {
  if (!relativePath) return null;
  const full = resolve(root, normalize(relativePath));
  if (!full.startsWith(resolve(root) + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}
