// Lint, typecheck, unit and API tests and builds of every project, the first step of `npm test`.
//
// The API suite is the long pole (several minutes; it needs the builds of the server-rendered
// apps). Left to one `nx run-many`, Nx starts it after the other projects' lint, typecheck and
// tests, so the step lasted its own time plus theirs. Here it starts as soon as its builds are
// done, beside the rest, which runs one task at a time (the API suite uses two workers).
import { spawn } from 'node:child_process';
import { repoRoot } from './ensure-install.mjs';

function nx(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['nx', ...args, '--outputStyle=static'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function inOrder(...steps) {
  for (const args of steps) {
    const code = await nx(args);
    if (code !== 0) return code;
  }
  return 0;
}

const builtFirst = await nx(['run-many', '-t', 'build', '-p', 'public-web', 'conference-site', '--parallel=2']);
if (builtFirst !== 0) process.exit(builtFirst);

const codes = await Promise.all([
  nx(['run', 'api:test']),
  inOrder(['run-many', '-t', 'lint', 'typecheck', 'build', '--parallel=1'], ['run-many', '-t', 'test', '--exclude=api', '--parallel=1']),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
