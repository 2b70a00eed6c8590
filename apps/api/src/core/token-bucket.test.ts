import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('allows the burst at once, then refuses until time refills it at the steady rate, never above the burst', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);

    now += 400; // 0.8 of a token
    expect(bucket.take()).toBe(false);
    now += 100; // 1 token (the refused take spent nothing)
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);

    now += 60_000; // a long pause earns back the burst, not more
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('gains nothing from a clock that goes back', () => {
    let now = 1000;
    const bucket = new TokenBucket(1, 1, () => now);
    expect(bucket.take()).toBe(true);
    now = 0;
    expect(bucket.take()).toBe(false);
  });
});
