// Pages: first-load JS of each web app (gzip), and Lighthouse mobile scores of the home and an event page.
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
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { writeResult } from './support/results';

const BENCH = 'pages';
const API_BUNDLE = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

// --smoke measures the bundles only: Lighthouse takes about half a minute a page.
const flags = readFlags({ runs: 1 }, {});
const checks = new Checks();
const webApps = defaultWebApps(REPO_ROOT);

function buildWhatIsMissing(): void {
  const missing = webApps.filter((app) => !existsSync(path.join(app.distDir, 'index.html'))).map((app) => app.name);
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
  checks.expect(urls.some((url) => url.endsWith('.js')), `${app.name}: no entry script found in dist/index.html`);

  const files = urls.map((url) => {
    const file = path.join(app.distDir, url.slice(app.basePath.length));
    if (!existsSync(file)) throw new Error(`${app.name}: dist/index.html names ${url}, which is not in dist/ (a build in progress?)`);
    const content = readFileSync(file);
    return { url, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const sum = (extension: string) => files.filter((f) => f.url.endsWith(extension)).reduce((total, f) => total + f.gzipBytes, 0);
  return { app: app.name, files, jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
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
    const ok = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** The built server, as `npm start` runs it, on a throw-away PGlite with the demo data. */
async function startBuiltServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'socials-bench-pages-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', PGLITE_DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '' };
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
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
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

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const describeScores = (p: PageScores) =>
  `${p.page} ${p.scores.performance}/${p.scores.accessibility}/${p.scores['best-practices']}/${p.scores.seo}`;

buildWhatIsMissing();
const firstLoads = webApps.map(measureFirstLoad);
const lighthouseScores = flags.smoke ? [] : await runLighthouse();

const sizes = `first-load JS gzip: ${firstLoads.map((f) => `${f.app} ${kB(f.jsGzipBytes)}`).join(', ')}`;
const scores = flags.smoke
  ? 'Lighthouse skipped (--smoke)'
  : `Lighthouse mobile perf/a11y/best-practices/seo: ${lighthouseScores.map(describeScores).join(', ')} (benchmarkIndex ${lighthouseScores[0]?.benchmarkIndex})`;
const summary = `pages: ${sizes} | ${scores} | ${machineLoad()}`;
const file = writeResult(BENCH, summary, { flags, firstLoads, lighthouse: lighthouseScores, failures: checks.failures });
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
