// `npm run bench [-- surge|read|pages|blast|chat] [--smoke] [bench flags]`: runs the benches one after another
// (the smoke two at a time), each in its own process (TypeScript through tsx), then prints their summary lines together.
// Exits non-zero when a bench breaks or one of its correctness checks fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['surge', 'read', 'pages', 'blast', 'chat'];
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const args = process.argv.slice(2);
const named = args.filter((arg) => BENCHES.includes(arg));
const flags = args.filter((arg) => !BENCHES.includes(arg));
const unknown = flags.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
if (unknown) fail(`Unknown bench "${unknown}"; choose from ${BENCHES.join(', ')}`);
// Each bench has its own flags, so they can only go to one bench at a time; --smoke goes to all.
if (named.length !== 1 && flags.some((flag) => flag !== '--smoke')) {
  fail(`Flags other than --smoke need one bench, e.g. npm run bench -- surge --attendees 500`);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Runs one bench; resolves with its exit code and the summary line it printed on stdout. */
function runBench(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `tools/bench/${name}.bench.ts`, ...flags], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), summary: stdout.trim() }));
  });
}

/**
 * Benches measure the machine, so they run one at a time; the smoke checks only that they run and
 * what they count, so it runs two at a time (each waits on its server's start for much of its time).
 */
const AT_ONCE = flags.includes('--smoke') ? 2 : 1;

const started = Date.now();
const queue = named.length > 0 ? [...named] : [...BENCHES];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) results.push(await runBench(name));
  }),
);
results.sort((a, b) => BENCHES.indexOf(a.name) - BENCHES.indexOf(b.name));

const failed = results.filter((r) => r.code !== 0);
if (results.length > 1) {
  console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)} s):`);
  for (const r of results) console.log(r.summary || `${r.name}: no summary (exit ${r.code})`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((r) => `${r.name} (exit ${r.code})`).join(', ')}`);
  process.exitCode = 1;
}
