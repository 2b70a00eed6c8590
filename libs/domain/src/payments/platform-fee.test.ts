import { describe, expect, it } from 'vitest';
import { NO_PLATFORM_FEE, PlatformFee, computePlatformFee } from './platform-fee';

const stripeLike = { percentBasisPoints: 290, fixedCents: 30 };

describe('computePlatformFee', () => {
  it('is a share of the ticket price plus a fixed amount', () => {
    expect(computePlatformFee(10_000, stripeLike)).toBe(320);
    expect(computePlatformFee(2500, stripeLike)).toBe(103); // 72.5 → 73, + 30
  });

  it('rounds the share half up to the cent', () => {
    expect(computePlatformFee(1, { percentBasisPoints: 5000, fixedCents: 0 })).toBe(1); // 0.5
    expect(computePlatformFee(1724, stripeLike)).toBe(80); // 49.996 → 50, + 30
  });

  it('is 0 on a ticket price of 0, even with a fixed part', () => {
    expect(computePlatformFee(0, stripeLike)).toBe(0);
  });

  it('is 0 without a configured fee', () => {
    expect(computePlatformFee(10_000, NO_PLATFORM_FEE)).toBe(0);
  });
});

describe('PlatformFee contract', () => {
  it('takes whole basis points up to 100%', () => {
    expect(PlatformFee.safeParse(stripeLike).success).toBe(true);
    expect(PlatformFee.safeParse({ percentBasisPoints: 2.9, fixedCents: 30 }).success).toBe(false);
    expect(PlatformFee.safeParse({ percentBasisPoints: 10_001, fixedCents: 30 }).success).toBe(false);
    expect(PlatformFee.safeParse({ percentBasisPoints: 290, fixedCents: -1 }).success).toBe(false);
  });
});
