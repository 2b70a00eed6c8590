// Read path: GET /api/socials/slug/{slug} on the real server vs a bare node:http server sending the same bytes,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL.
import autocannon from 'autocannon';
import { postgresServerUrl, startApi, type DatabaseKind } from './support/api';
import { Checks, machineLoad, progress, readFlags } from './support/cli';
import { formatCount, formatMs, formatRatio, summarizeLatency, type LatencySummary } from './support/stats';
import { writeResult } from './support/results';
import { startWorker } from './support/worker-rpc';
import type { BareJsonInput } from './support/bare-json.worker';

const BENCH = 'read';

const flags = readFlags({ duration: 5, connections: 50 }, { duration: 1 });
/** An untimed run per server before measuring; the smoke run checks correctness only and skips it. */
const warmUpSeconds = flags.smoke ? 0 : 1;
const checks = new Checks();

interface LoadResult {
  server: string;
  connections: number;
  requestsPerSecond: number;
  completed: number;
  latencyMs: LatencySummary;
}

/** One autocannon run; every answer must be a 200 with exactly the expected body. */
async function load(server: string, url: string, connections: number, duration: number, expectBody: string): Promise<LoadResult> {
  const latencies: number[] = [];
  const run = autocannon({ url, connections, duration, expectBody });
  // autocannon's own histogram has 1 ms steps and no p95: keep every response time instead.
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const label = `${server} at ${connections} connections`;
  checks.expect(result.errors === 0 && result.timeouts === 0, `${label}: ${result.errors} errors, ${result.timeouts} timeouts`);
  checks.expect(result.non2xx === 0, `${label}: ${result.non2xx} answers were not 2xx`);
  checks.expect(result.mismatches === 0, `${label}: ${result.mismatches} bodies differed from the expected JSON`);
  checks.expect(result.requests.total > 0, `${label}: no request completed`);
  return {
    server,
    connections,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    completed: result.requests.total,
    latencyMs: summarizeLatency(latencies),
  };
}

interface DatabaseResult {
  kind: DatabaseKind;
  path: string;
  bodyBytes: number;
  runs: LoadResult[];
  /** api/bare requests per second at the highest connection count. */
  apiToBareThroughput: number;
  /** api p95 at the highest connection count over api p95 at one connection. */
  p95Growth: number;
}

/** The API on `kind` with the demo data against a bare node:http server sending the page's bytes. */
async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult> {
  progress(BENCH, `starting the API on ${kind} with the demo data`);
  const api = await startApi(kind, { seedDemoData: true });
  const runs: LoadResult[] = [];
  let path = '';
  let body = '';
  try {
    const publicList = (await (await fetch(`${api.url}/api/socials/public`)).json()) as { data: { slug: string }[] };
    const slug = publicList.data[0]?.slug;
    if (!slug) throw new Error('GET /api/socials/public listed no social to read');
    path = `/api/socials/slug/${encodeURIComponent(slug)}`;
    const reference = await fetch(`${api.url}${path}`);
    if (reference.status !== 200) throw new Error(`GET ${path} answered ${reference.status}`);
    body = await reference.text();
    const bareInput: BareJsonInput = { body, contentType: reference.headers.get('content-type') ?? 'application/json' };
    const bare = await startWorker(new URL('./support/bare-json.worker.ts', import.meta.url), bareInput);
    const bareUrl = (bare.ready as { url: string }).url;
    try {
      for (const [server, base] of [
        ['api', api.url],
        ['bare', bareUrl],
      ] as const) {
        progress(BENCH, `${kind} ${server}: ${warmUpSeconds} s warm-up, then ${flags.duration} s at 1 and at ${flags.connections} connections`);
        if (warmUpSeconds > 0) await load(server, `${base}${path}`, flags.connections, warmUpSeconds, body);
        for (const connections of [1, flags.connections]) runs.push(await load(server, `${base}${path}`, connections, flags.duration, body));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await api.close();
  }
  const find = (server: string, connections: number) => runs.find((r) => r.server === server && r.connections === connections)!;
  return {
    kind,
    path,
    bodyBytes: Buffer.byteLength(body),
    runs,
    apiToBareThroughput: find('api', flags.connections).requestsPerSecond / find('bare', flags.connections).requestsPerSecond,
    p95Growth: find('api', flags.connections).latencyMs.p95 / Math.max(find('api', 1).latencyMs.p95, 0.001),
  };
}

function describeResult(result: DatabaseResult): string {
  const find = (server: string, connections: number) => result.runs.find((r) => r.server === server && r.connections === connections)!;
  const [api1, apiN, bare1, bareN] = [find('api', 1), find('api', flags.connections), find('bare', 1), find('bare', flags.connections)];
  return (
    `${result.kind}: api ${formatCount(apiN.requestsPerSecond)} req/s vs bare node:http ${formatCount(bareN.requestsPerSecond)} req/s (api/bare ${formatRatio(result.apiToBareThroughput)}); ` +
    `p95 at 1/${flags.connections} connections: api ${formatMs(api1.latencyMs.p95)}/${formatMs(apiN.latencyMs.p95)} ms, bare ${formatMs(bare1.latencyMs.p95)}/${formatMs(bareN.latencyMs.p95)} ms`
  );
}

const kinds: DatabaseKind[] = postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
const results: DatabaseResult[] = [];
for (const kind of kinds) results.push(await benchDatabase(kind));

const summary =
  `read: GET /api/socials/slug/:slug (${formatCount(results[0]!.bodyBytes)} B) at ${flags.connections} connections | ` +
  results.map(describeResult).join(' | ') +
  ` | ${flags.duration} s runs | ${machineLoad()}`;
const file = writeResult(BENCH, summary, { flags, results, failures: checks.failures });
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
