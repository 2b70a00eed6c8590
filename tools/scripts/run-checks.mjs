// Format check, lint, typecheck, unit and API tests and builds of every project, the first step of `npm test`.
//
// The API suite is the long pole (several minutes; it needs the builds of the server-rendered
// apps). Left to one `nx run-many`, Nx starts it after the other projects' lint, typecheck and
// tests, so the step lasted its own time plus theirs. Here it starts as soon as its builds are
// done, beside the rest, which runs one task at a time (the API suite uses two workers).
//
// Beside it, lint is one ESLint run over every project and the web apps with their libraries are
// typechecked as one program (tsconfig.web.json): each app's own program checks the libraries'
// sources again, and one ESLint process per project loads the plugins and the project graph again
// (on this 2-core machine, about 45 s of CPU instead of 120 for the typechecks, 26 instead of 48
// for lint). The projects' own `lint` and `typecheck` targets check the same files, one project at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './ensure-install.mjs';

/** The sources each project's own `lint` target reads. */
const LINTED = [
  ...['apps', 'libs'].flatMap((kind) => readdirSync(join(repoRoot, kind)).map((project) => `${kind}/${project}/src`)),
  ...['e2e', 'bench', 'support', 'vite'].map((folder) => `tools/${folder}`),
].filter((folder) => existsSync(join(repoRoot, folder)));

function run(command, args) {
  return new Promise((resolve) => {
    console.log(`\n> ${[command, ...args].join(' ')}\n`);
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=static']);

async function inOrder(...steps) {
  for (const step of steps) {
    const code = await step();
    if (code !== 0) return code;
  }
  return 0;
}

/** The apps whose server entries the API suite renders: built first, and left alone while it runs. */
const RENDERED_BY_API_SUITE = ['public-web', 'conference-site'];

const builtFirst = await nx('run-many', '-t', 'build', '-p', ...RENDERED_BY_API_SUITE, '--parallel=2');
if (builtFirst !== 0) process.exit(builtFirst);

const codes = await Promise.all([
  nx('run', 'api:test'),
  inOrder(
    // One formatter for the whole tree (biome.json); it checks every file in about two seconds.
    () => run('npx', ['biome', 'format', '.']),
    () => run('npx', ['eslint', ...LINTED]),
    () => run('npx', ['tsc', '-p', 'tsconfig.web.json']),
    () => nx('run-many', '-t', 'typecheck', '-p', 'api', 'tools', 'vite-config', '--parallel=1'),
    // Not those two again: restoring their outputs from the cache rewrote files the API suite's servers were loading.
    () => nx('run-many', '-t', 'build', `--exclude=${RENDERED_BY_API_SUITE.join(',')}`, '--parallel=1'),
    () => nx('run-many', '-t', 'test', '--exclude=api', '--parallel=1'),
  ),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
