// A fresh clone has no node_modules: install from the lockfile once, so `npm start` and `npm test`
// are the only two commands a new user needs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function ensureInstall() {
  if (existsSync(`${repoRoot}node_modules/.package-lock.json`)) return;
  console.log('[socials] installing dependencies from package-lock.json (first run)…');
  execSync('npm ci --no-audit --no-fund', { cwd: repoRoot, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
