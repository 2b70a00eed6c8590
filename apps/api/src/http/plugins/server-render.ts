import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import {
  escapeHtml,
  renderPageHead,
  serializeJsonForHtml,
  SERVER_STATE_ELEMENT_ID,
  SESSION_COOKIE_NAME,
  type RenderPage,
  type ServerRenderResult,
} from '@socials/domain';

/** What a built app's index.html marks for a server render: the generic head it replaces, and the empty root it fills. */
const HEAD_BLOCK = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->/;
const EMPTY_ROOT = '<div id="root"></div>';

/** A page to answer with: the app's index.html as built, or filled by a server render. */
export interface RenderedDocument {
  status: number;
  /** Null: the plain index.html. */
  html: string | null;
}

export type ServerRenderer = (request: FastifyRequest) => Promise<RenderedDocument>;

/** The render function of an app's built server entry (e.g. apps/public-web/dist-server/entry-server.js), or null when it is not built. */
export async function loadServerEntry(entryFile: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  if (!existsSync(entryFile)) {
    log.warn({ entryFile }, 'server entry not built; its pages are served without server rendering');
    return null;
  }
  const entry: unknown = await import(pathToFileURL(entryFile).href);
  const renderPage = typeof entry === 'object' && entry !== null && 'renderPage' in entry ? entry.renderPage : null;
  if (typeof renderPage !== 'function') throw new Error(`${entryFile} exports no renderPage function`);
  return renderPage as RenderPage;
}

/** Only a visitor without a session gets a rendered page: it is the anonymous view, the one the browser's first render also shows. */
const isAnonymous = (request: FastifyRequest) => !request.cookies[SESSION_COOKIE_NAME];

/**
 * Sends a server render's API calls to this server in-process, as an anonymous caller: they pass
 * through the same hooks, policies and caches as a browser's, without a socket.
 */
function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/** The JS files of the chunks `keys` and of their static imports, transitively. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The <link rel="modulepreload"> tags for a page's lazy modules and what they import, less what the
 * entry loads anyway (index.html preloads that): the browser fetches them beside the entry instead
 * of one after another once the router asks for the page.
 */
export function modulePreloadLinks(manifest: BuildManifest, modules: readonly string[], assetBase: string): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = staticClosure(manifest, entryKeys);
  return [...staticClosure(manifest, modules)]
    .filter((file) => !loadedByEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${assetBase}${file}`)}" />`)
    .join('\n    ');
}

/** index.html with the render in it: the page's head (and preloads) instead of the generic one, the markup in #root, the state after it. */
export function fillIndexHtml(indexHtml: string, page: Extract<ServerRenderResult, { kind: 'page' }>, preloadLinks = ''): string | null {
  if (!HEAD_BLOCK.test(indexHtml) || !indexHtml.includes(EMPTY_ROOT)) return null;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeJsonForHtml(page.state)}</script>`;
  const head = preloadLinks ? `${renderPageHead(page.head)}\n    ${preloadLinks}` : renderPageHead(page.head);
  return indexHtml.replace(HEAD_BLOCK, () => head).replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${state}`);
}

/** The app's build manifest, read once; null (no preloads, logged) when the build has none. */
function buildManifestReader(distDir: string, log: FastifyBaseLogger): () => Promise<BuildManifest | null> {
  let reading: Promise<BuildManifest | null> | null = null;
  return () =>
    (reading ??= readFile(join(distDir, '.vite/manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as BuildManifest,
      (err: unknown) => {
        log.warn({ err, distDir }, 'no build manifest: server-rendered pages are served without module preloads');
        return null;
      },
    ));
}

/** A render still running after this long is left to finish alone: the visitor gets the plain page at once. */
export const SERVER_RENDER_DEADLINE_MS = 2_000;

export interface ServerRendererOptions {
  renderPage: RenderPage;
  distDir: string;
  /** Where the app's built files are served (its Vite base, e.g. /conference/): the preload links point there. */
  assetBase?: string;
  /** The site's public address (PUBLIC_URL): canonical and preview links. */
  publicUrl: string;
  deadlineMs?: number;
}

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Server rendering of an app's pages (the app's server entry decides which): an anonymous visitor
 * gets the page with its content and head; anyone else, a page the entry does not render, or a
 * render that fails or misses its deadline, gets the plain index.html (logged, never a 500).
 */
export function createServerRenderer(
  app: FastifyInstance,
  { renderPage, distDir, assetBase = '/', publicUrl, deadlineMs = SERVER_RENDER_DEADLINE_MS }: ServerRendererOptions,
): ServerRenderer {
  const fetchApi = inProcessFetch(app);
  const readManifest = buildManifestReader(distDir, app.log);
  const plain = (status = 200): RenderedDocument => ({ status, html: null });
  return async (request) => {
    if (request.method !== 'GET' || !isAnonymous(request)) return plain();
    try {
      const rendering = renderPage({ url: request.url, origin: `${request.protocol}://${request.host}`, publicUrl, fetchApi });
      const result = await within(rendering, deadlineMs);
      if (result === TIMED_OUT) {
        rendering.catch((err: unknown) => request.log.error({ err, url: request.url }, 'server render failed after its deadline'));
        request.log.warn({ url: request.url, deadlineMs }, 'server render too slow: served the plain page');
        return plain();
      }
      if (!result) return plain();
      if (result.kind === 'shell') return plain(result.status);
      const manifest = result.preload?.length ? await readManifest() : null;
      const preloadLinks = manifest ? modulePreloadLinks(manifest, result.preload!, assetBase) : '';
      const html = fillIndexHtml(await readFile(join(distDir, 'index.html'), 'utf8'), result, preloadLinks);
      if (html === null) {
        request.log.error({ distDir }, 'index.html lacks the page-head markers or an empty #root: served without server rendering');
        return plain();
      }
      return { status: result.status, html };
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed: served the plain page');
      return plain();
    }
  };
}
