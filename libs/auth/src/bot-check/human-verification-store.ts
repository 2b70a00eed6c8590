import { isBotChallenge, setFirewallToken, type BotChallenge } from '@socials/api-client';

/**
 * The bot check in progress (a 405 with a challenge). One at a time: every call refused
 * while it runs waits for the same verification, then each is made again.
 */
export interface PendingVerification {
  challenge: BotChallenge;
  /** The solved challenge's firewall token, or null: given up. */
  finish: (token: string | null) => void;
}

let pending: { verification: PendingVerification; promise: Promise<boolean> } | null = null;
const listeners = new Set<() => void>();
let shownBy = 0;
/** Pages that show the check themselves (/human-verification): the dialog stays away meanwhile. */
let inlineViews = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The API client's onBotCheck: shows the challenge and resolves true once it is solved (the token is
 * then in the firewall header), false when it was not (nothing on the page can show it, or the
 * visitor gave up).
 */
export function requestHumanVerification(data: unknown): Promise<boolean> {
  if (!isBotChallenge(data) || shownBy === 0) return Promise.resolve(false);
  if (pending) return pending.promise;
  let resolve!: (solved: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  const verification: PendingVerification = {
    challenge: data,
    finish: (token) => {
      if (pending?.verification !== verification) return;
      if (token) setFirewallToken(token);
      pending = null;
      notify();
      resolve(token !== null);
    },
  };
  pending = { verification, promise };
  notify();
  return promise;
}

export function subscribeToVerification(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentVerification(): PendingVerification | null {
  return pending?.verification ?? null;
}

/** What the dialog shows: the verification, unless a page shows it already. */
export function dialogVerification(): PendingVerification | null {
  return inlineViews > 0 ? null : currentVerification();
}

/** Counts the places that can show a challenge: with none, a challenge is given up at once instead of waiting forever. */
export function registerVerificationView(inline = false): () => void {
  shownBy += 1;
  if (inline) inlineViews += 1;
  notify();
  return () => {
    shownBy -= 1;
    if (inline) inlineViews -= 1;
    notify();
  };
}
