import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverBundle } from './server-process';

// The job worker alone (what `npm run worker` runs, from the test process's bundle of the current
// source), as its own process beside API processes started with RUN_WORKERS=false (server-process.ts).

const READY = 'Socials worker ready';

export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Starts the worker on `env` (DATABASE_URL is required) and resolves once it says it is ready. */
export async function startWorkerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<WorkerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverBundle(), 'worker.js')], {
    // info, for the line that says it is ready.
    env: { ...process.env, ...env, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`The worker exited at start:\n${output}`));
    });
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await ready;
  return { child, exited, output: () => output };
}
