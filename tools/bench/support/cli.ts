import os from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * Whole-number flags with defaults (`--attendees 500`), plus `--smoke`, which swaps in the small
 * smoke defaults for any flag not given, and the bench's own on/off `switches` (`--paid`).
 */
export function readFlags<T extends Record<string, number>, S extends string = never>(
  defaults: T,
  smokeDefaults: Partial<T>,
  switches: readonly S[] = [],
): T & { smoke: boolean } & Record<S, boolean> {
  const options: ParseArgsConfig['options'] = { smoke: { type: 'boolean', default: false } };
  for (const name of Object.keys(defaults)) options[name] = { type: 'string' };
  for (const name of switches) options[name] = { type: 'boolean', default: false };
  const values = parseArgs({ options }).values as Record<string, string | boolean | undefined>;
  const smoke = values.smoke === true;
  const on = Object.fromEntries(switches.map((name) => [name, values[name] === true])) as Record<S, boolean>;
  const flags: Record<string, number> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const given = values[name];
    const value = typeof given === 'string' ? Number(given) : ((smoke ? smokeDefaults[name] : undefined) ?? fallback);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, got "${String(given)}"`);
    flags[name] = value;
  }
  return { ...(flags as T), smoke, ...on };
}

/** Progress goes to stderr; stdout carries only the one summary line. */
export function progress(bench: string, message: string): void {
  process.stderr.write(`[${bench}] ${message}\n`);
}

/** Correctness checks: a failed one is reported and makes the process exit non-zero. */
export class Checks {
  readonly failures: string[] = [];

  expect(ok: boolean, message: string): void {
    if (!ok) this.failures.push(message);
  }

  /** Prints the failures and sets the exit code; true when every check passed. */
  report(bench: string): boolean {
    for (const failure of this.failures) process.stderr.write(`[${bench}] CHECK FAILED: ${failure}\n`);
    if (this.failures.length > 0) process.exitCode = 1;
    return this.failures.length === 0;
  }
}

/** One-minute load average: these figures are noisy on a shared machine, so each line says how busy it was. */
export function machineLoad(): string {
  return `load ${os.loadavg()[0]!.toFixed(1)}/${os.cpus().length} cpus`;
}
