import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** Writes tools/bench/results/<bench>-<timestamp>.json (git-ignored) and returns its path. */
export function writeResult(bench: string, summary: string, data: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const writtenAt = new Date();
  const file = path.join(RESULTS_DIR, `${bench}-${writtenAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage: os.loadavg(),
  };
  writeFileSync(file, `${JSON.stringify({ bench, summary, writtenAt: writtenAt.toISOString(), machine, ...data }, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
