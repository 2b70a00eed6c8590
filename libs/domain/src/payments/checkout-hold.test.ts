import { describe, expect, it } from 'vitest';
import { holdExpiresAt, isHoldActive } from './checkout-hold';

const MINUTE = 60 * 1000;
const createdAt = Date.UTC(2026, 5, 1, 12, 0);

describe('holdExpiresAt', () => {
  it('is 30 minutes after creation by default', () => {
    expect(holdExpiresAt(createdAt)).toBe(createdAt + 30 * MINUTE);
  });

  it('takes a longer hold, up to Stripe’s 24 hours', () => {
    expect(holdExpiresAt(createdAt, 45)).toBe(createdAt + 45 * MINUTE);
    expect(holdExpiresAt(createdAt, 1440)).toBe(createdAt + 1440 * MINUTE);
  });

  it('refuses holds Stripe could not match, or fractions of a minute', () => {
    expect(() => holdExpiresAt(createdAt, 29)).toThrow(RangeError);
    expect(() => holdExpiresAt(createdAt, 1441)).toThrow(RangeError);
    expect(() => holdExpiresAt(createdAt, 30.5)).toThrow(RangeError);
  });
});

describe('isHoldActive', () => {
  it('holds the seat from creation until just before expiry', () => {
    expect(isHoldActive(createdAt, createdAt)).toBe(true);
    expect(isHoldActive(createdAt, createdAt + 30 * MINUTE - 1)).toBe(true);
    expect(isHoldActive(createdAt, createdAt + 30 * MINUTE)).toBe(false);
  });

  it('follows a custom hold length', () => {
    expect(isHoldActive(createdAt, createdAt + 40 * MINUTE, 45)).toBe(true);
    expect(isHoldActive(createdAt, createdAt + 45 * MINUTE, 45)).toBe(false);
  });

  it('is not active before it was made', () => {
    expect(isHoldActive(createdAt, createdAt - 1)).toBe(false);
  });
});
