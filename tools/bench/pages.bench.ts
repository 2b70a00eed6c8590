// Pages: first-load JS of each web app and of a first visit to each of its routes (gzip), checked
// against the bundle budgets, and Lighthouse mobile scores of the home and an event page.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultWebApps, REPO_ROOT, type WebApp } from './support/api-internals';
import { Checks, machineLoad, progress, readFlags } from './support/cli';
import { CHROMIUM_BROWSER_PATH, CHROMIUM_FLAGS } from '../support/chromium';
import { writeResult } from './support/results';

const BENCH = 'pages';
const API_BUNDLE = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

// --smoke measures the bundles only: Lighthouse takes about half a minute a page.
const flags = readFlags({ runs: 1 }, {});
const checks = new Checks();
const webApps = defaultWebApps(REPO_ROOT);

/** First-load JS budgets (gzip), so pages stay quick on a phone: every app, and the page a shared event link opens. */
const APP_BUDGET_BYTES = 200 * 1024;
const ROUTE_BUDGETS: RouteBudget[] = [{ app: 'public-web', route: 'event page', chunkSource: 'src/app/social-route.tsx', budgetBytes: 150 * 1024 }];

interface RouteBudget {
  app: string;
  route: string;
  /** The route's lazy module, as Vite's manifest names it. */
  chunkSource: string;
  budgetBytes: number;
}

const manifestPath = (app: WebApp) => path.join(app.distDir, '.vite/manifest.json');

function buildWhatIsMissing(): void {
  const isBuilt = (app: WebApp) => existsSync(path.join(app.distDir, 'index.html')) && existsSync(manifestPath(app));
  const missing = webApps.filter((app) => !isBuilt(app)).map((app) => app.name);
  if (!flags.smoke && !existsSync(API_BUNDLE)) missing.push('api');
  if (missing.length === 0) return;
  progress(BENCH, `building ${missing.join(', ')}`);
  execSync(`npx nx run-many -t build -p ${missing.join(' ')} --outputStyle=static`, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

interface FirstLoad {
  app: string;
  files: { url: string; bytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function gzipSizeOf(file: string): { bytes: number; gzipBytes: number } {
  const content = readFileSync(file);
  return { bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** The entry script, its modulepreloads and stylesheets from dist/index.html: what the browser fetches before the app runs. */
function measureFirstLoad(app: WebApp): FirstLoad {
  const html = readFileSync(path.join(app.distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const isEntry = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isEntry || isPreload) && url?.startsWith(app.basePath) ? [url] : [];
  });
  checks.expect(
    urls.some((url) => url.endsWith('.js')),
    `${app.name}: no entry script found in dist/index.html`,
  );

  const files = urls.map((url) => {
    const file = path.join(app.distDir, url.slice(app.basePath.length));
    if (!existsSync(file)) throw new Error(`${app.name}: dist/index.html names ${url}, which is not in dist/ (a build in progress?)`);
    return { url, ...gzipSizeOf(file) };
  });
  const sum = (extension: string) => files.filter((f) => f.url.endsWith(extension)).reduce((total, f) => total + f.gzipBytes, 0);
  return { app: app.name, files, jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteLoad {
  /** The lazy module, e.g. src/features/socials/socials-page.tsx. */
  source: string;
  /** Entry, its static imports, the route's chunk and its static imports: a first visit to the route. */
  jsGzipBytes: number;
  /** What the route adds to the app's first load. */
  ownJsGzipBytes: number;
}

interface AppBundles {
  app: string;
  firstLoad: FirstLoad;
  routes: RouteLoad[];
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * Per lazy chunk the entry imports (each route's page, and the parts the frame loads later, like the
 * modal dialog), the JS a first visit to it downloads, from the build manifest.
 */
function measureRoutes(app: WebApp, firstLoad: FirstLoad): RouteLoad[] {
  const manifest = JSON.parse(readFileSync(manifestPath(app), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`${app.name}: the build manifest names no entry`);
  const gzipBytesOf = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSizeOf(path.join(app.distDir, file)).gzipBytes, 0);
  return (manifest[entryKey]!.dynamicImports ?? []).map((source) => {
    const jsGzipBytes = gzipBytesOf(staticClosure(manifest, [entryKey, source]));
    return { source, jsGzipBytes, ownJsGzipBytes: jsGzipBytes - firstLoad.jsGzipBytes };
  });
}

function measureApp(app: WebApp): AppBundles {
  const firstLoad = measureFirstLoad(app);
  return { app: app.name, firstLoad, routes: measureRoutes(app, firstLoad) };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A budget overrun is a failed check: the bench, and the CI smoke, exit non-zero. */
function checkBudgets(bundles: AppBundles[]): string[] {
  const overBy = (bytes: number, budget: number) => `${kB(bytes)}, ${kB(bytes - budget)} over its ${kB(budget)} budget`;
  for (const { app, firstLoad } of bundles) {
    checks.expect(firstLoad.jsGzipBytes <= APP_BUDGET_BYTES, `bundle budget: ${app} first-load JS gzip is ${overBy(firstLoad.jsGzipBytes, APP_BUDGET_BYTES)}`);
  }
  return ROUTE_BUDGETS.map(({ app, route, chunkSource, budgetBytes }) => {
    const load = bundles.find((b) => b.app === app)?.routes.find((r) => r.source === chunkSource);
    checks.expect(load !== undefined, `bundle budget: ${app} has no lazy route chunk ${chunkSource} for the ${route} (renamed? update ROUTE_BUDGETS)`);
    if (!load) return `${app} ${route} missing`;
    checks.expect(
      load.jsGzipBytes <= budgetBytes,
      `bundle budget: ${app} ${route} (${chunkSource}) first-visit JS gzip is ${overBy(load.jsGzipBytes, budgetBytes)}`,
    );
    return `${app} ${route} ${kB(load.jsGzipBytes)}`;
  });
}

function reportRoutes(bundles: AppBundles[]): void {
  for (const { app, firstLoad, routes } of bundles) {
    progress(BENCH, `${app}: first load ${kB(firstLoad.jsGzipBytes)} JS gzip; each lazy chunk (a route's page) adds -> first visit total:`);
    for (const route of [...routes].sort((a, b) => b.ownJsGzipBytes - a.ownJsGzipBytes)) {
      progress(BENCH, `  ${kB(route.ownJsGzipBytes).padStart(9)} -> ${kB(route.jsGzipBytes).padStart(9)}  ${route.source}`);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} while starting`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** The built server, as `npm start` runs it, on a throw-away PGlite with the demo data. */
async function startBuiltServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'socials-bench-pages-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
  };
  const server = spawn(process.execPath, [API_BUNDLE], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

interface PageScores {
  page: string;
  url: string;
  /** 0–100 like the Lighthouse report; the median of the runs. */
  scores: Record<Category, number>;
  metricsMs: Record<string, number>;
  /** Weighted audits that did not pass in the last run, per category: where the points went. */
  failingAudits: Record<Category, string[]>;
  /** Lighthouse's estimated load-time savings (ms) of each opportunity worth 100 ms or more, in the last run. */
  opportunities: Record<string, number>;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Report, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.id} (${audit!.score})`);
}

function opportunities(lhr: Report): Record<string, number> {
  const savings = Object.values(lhr.audits).flatMap((audit) => {
    const ms = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
    return ms >= 100 ? [[audit.id, Math.round(ms)] as const] : [];
  });
  return Object.fromEntries(savings.sort((a, b) => b[1] - a[1]));
}

async function lighthousePage(page: string, url: string, port: number): Promise<PageScores> {
  const runs: Report[] = [];
  for (let run = 0; run < flags.runs; run++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    checks.expect(!lhr.runtimeError, `${page}: Lighthouse runtime error ${lhr.runtimeError?.code}: ${lhr.runtimeError?.message}`);
    runs.push(lhr);
  }
  const scoreOf = (category: Category) => median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  const metricOf = (audit: string) => median(runs.map((lhr) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN)));
  return {
    page,
    url,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(category)])) as Record<Category, number>,
    metricsMs: Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map((audit) => [audit, metricOf(audit)]),
    ),
    failingAudits: Object.fromEntries(CATEGORIES.map((category) => [category, failingAudits(runs[runs.length - 1]!, category)])) as Record<Category, string[]>,
    opportunities: opportunities(runs[runs.length - 1]!),
    benchmarkIndex: median(runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex))),
  };
}

async function runLighthouse(): Promise<PageScores[]> {
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_BROWSER_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const list = (await (await fetch(`${server.baseUrl}/api/socials/public`)).json()) as { data: { slug: string }[] };
    const slug = list.data[0]?.slug;
    if (!slug) throw new Error('GET /api/socials/public listed no social for the event page');
    const pages = [
      ['home', `${server.baseUrl}/`],
      ['event', `${server.baseUrl}/socials/${encodeURIComponent(slug)}`],
    ] as const;
    const scores: PageScores[] = [];
    for (const [page, url] of pages) {
      progress(BENCH, `Lighthouse (mobile) ${page}: ${url}${flags.runs > 1 ? `, ${flags.runs} runs` : ''}`);
      scores.push(await lighthousePage(page, url, chrome.port));
    }
    return scores;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

const describeScores = (p: PageScores) => `${p.page} ${p.scores.performance}/${p.scores.accessibility}/${p.scores['best-practices']}/${p.scores.seo}`;

buildWhatIsMissing();
const bundles = webApps.map(measureApp);
reportRoutes(bundles);
const routeFigures = checkBudgets(bundles);
const lighthouseScores = flags.smoke ? [] : await runLighthouse();

const heaviestRoute = (b: AppBundles) => [...b.routes].sort((x, y) => y.jsGzipBytes - x.jsGzipBytes)[0];
const sizes = `first-load JS gzip: ${bundles.map((b) => `${b.app} ${kB(b.firstLoad.jsGzipBytes)}`).join(', ')}`;
const routeSizes = `first visit: ${routeFigures.join(', ')}; heaviest first visit: ${bundles
  .map((b) => `${b.app} ${heaviestRoute(b) ? `${kB(heaviestRoute(b)!.jsGzipBytes)} (${path.basename(heaviestRoute(b)!.source)})` : '-'}`)
  .join(', ')}`;
const scores = flags.smoke
  ? 'Lighthouse skipped (--smoke)'
  : `Lighthouse mobile perf/a11y/best-practices/seo: ${lighthouseScores.map(describeScores).join(', ')} (benchmarkIndex ${lighthouseScores[0]?.benchmarkIndex})`;
const summary = `pages: ${sizes} | ${routeSizes} | ${scores} | ${machineLoad()}`;
const budgets = { appBytes: APP_BUDGET_BYTES, routes: ROUTE_BUDGETS };
const file = writeResult(BENCH, summary, {
  flags,
  budgets,
  firstLoads: bundles.map((b) => b.firstLoad),
  routes: bundles.map(({ app, routes }) => ({ app, routes })),
  lighthouse: lighthouseScores,
  failures: checks.failures,
});
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
