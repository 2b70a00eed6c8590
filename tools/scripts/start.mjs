// `npm start`: builds what changed (Nx cache) and serves the API and the four web apps on one port.
import { execSync, spawn } from 'node:child_process';
import { ensureInstall, repoRoot } from './ensure-install.mjs';

ensureInstall();
console.log('[socials] building the API and the web apps (cached after the first run)…');
execSync('npx nx run-many -t build -p api public-web host-portal manager-console conference-site --parallel=2 --outputStyle=static', {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false' },
});

// package.json's "exec" makes this process npm's own child, so npm hands it SIGTERM and waits: the
// server gets the signal, shuts down gracefully, and its exit code becomes npm's.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
