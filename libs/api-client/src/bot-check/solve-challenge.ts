/**
 * The browser's half of the bot check (the 405 challenge): an ALTCHA proof of work. The server
 * sends a challenge (SHA-256 of salt + a secret number) with its signature; the browser finds the
 * number by trying them in turn and sends the solution back, base64-encoded, in the firewall header.
 * WebCrypto does the hashing, so nothing is added to the page but this file.
 */
export interface BotChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export function isBotChallenge(value: unknown): value is BotChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, challenge, salt, signature } = value as Record<string, unknown>;
  return typeof algorithm === 'string' && typeof challenge === 'string' && typeof salt === 'string' && typeof signature === 'string';
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** How many numbers are tried between two progress reports (and chances for the page to paint). */
const STEP = 2000;

const ALGORITHMS: Record<string, string> = { 'SHA-256': 'SHA-256', 'SHA-384': 'SHA-384', 'SHA-512': 'SHA-512' };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SolveOptions {
  /** Called with the share of the numbers tried so far, 0 to 1. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/** The number that solves `challenge`, or null when none up to its maxnumber does (or it was aborted). */
export async function findSolution(challenge: BotChallenge, { onProgress, signal }: SolveOptions = {}): Promise<number | null> {
  const algorithm = ALGORITHMS[challenge.algorithm.toUpperCase()];
  if (!algorithm) return null;
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let number = 0; number <= max; number += 1) {
    if (number % STEP === 0) {
      // WebCrypto answers in microtasks: without a real pause the page could not paint or take a click until the end.
      if (number > 0) await nextTask();
      if (signal?.aborted) return null;
      onProgress?.(number / max);
    }
    if (hex(await crypto.subtle.digest(algorithm, encoder.encode(challenge.salt + number))) === target) {
      onProgress?.(1);
      return number;
    }
  }
  return null;
}

/** The firewall header's value for a solved challenge: base64 of the ALTCHA payload's JSON. */
export function encodeSolution(challenge: BotChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }));
}

/** Solves `challenge` and returns the firewall header's value, or null. */
export async function solveBotChallenge(challenge: BotChallenge, options: SolveOptions = {}): Promise<string | null> {
  const number = await findSolution(challenge, options);
  return number === null ? null : encodeSolution(challenge, number);
}
