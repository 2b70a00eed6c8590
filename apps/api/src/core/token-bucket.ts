/**
 * A budget of actions that refills steadily: up to `burst` at once, then `perSecond` on average.
 * It lives in this process, so it suits what lives in one process (a socket's frames), never a
 * limit that several API instances must share (those are counted in the database: rate-limit.ts).
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Spends one token; false when none is left (the action is refused and costs nothing). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
