import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The whole server as a separate process, for the tests that kill it with SIGKILL in the middle of
// its work and start it again on the same database. It runs a bundle of the current source, made by
// the API's own build script once per test process (a second or two), because starting the
// TypeScript source through tsx again for each start cost the suite a minute and a half.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let bundleDir: string | undefined;

/** The folder of this test process's server bundle (main.js, worker.js and the migrations), built on first use. */
export function serverBundle(): string {
  if (!bundleDir) {
    // Inside apps/api, so that the bundle finds node_modules; one folder per process, as test files may run in parallel.
    const root = path.join(API_DIR, '.test-server');
    removeBundlesOfEndedProcesses(root);
    const dir = path.join(root, String(process.pid));
    execFileSync(process.execPath, ['build.mjs', dir], { cwd: API_DIR, stdio: 'pipe' });
    bundleDir = dir;
  }
  return bundleDir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Test workers are often ended by a signal, with no chance to clean up: the next run removes what they left. */
function removeBundlesOfEndedProcesses(root: string): void {
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    if (!isRunning(Number(name))) rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverBundle(), 'main.js')], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, child, exited, output: () => output };
}

export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
