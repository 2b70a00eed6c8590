const MINUTE_MS = 60 * 1000;

/**
 * How long a seat stays held while its checkout is open. Stripe lets a Checkout Session expire
 * between 30 minutes and 24 hours after it is created; the server sets the session's expires_at
 * to holdExpiresAt, so the seat is released exactly when the session can no longer be paid.
 */
export const CHECKOUT_HOLD_MINUTES = 30;
export const MIN_CHECKOUT_HOLD_MINUTES = 30;
export const MAX_CHECKOUT_HOLD_MINUTES = 24 * 60;

/** When a hold made at `createdAt` (epoch ms) lapses. */
export function holdExpiresAt(createdAt: number, holdMinutes: number = CHECKOUT_HOLD_MINUTES): number {
  if (!Number.isInteger(holdMinutes) || holdMinutes < MIN_CHECKOUT_HOLD_MINUTES || holdMinutes > MAX_CHECKOUT_HOLD_MINUTES) {
    throw new RangeError(`holdMinutes must be a whole number from ${MIN_CHECKOUT_HOLD_MINUTES} to ${MAX_CHECKOUT_HOLD_MINUTES}, got ${holdMinutes}`);
  }
  return createdAt + holdMinutes * MINUTE_MS;
}

/** A hold counts against the seats from its creation until (not including) its expiry. */
export function isHoldActive(createdAt: number, now: number, holdMinutes: number = CHECKOUT_HOLD_MINUTES): boolean {
  return now >= createdAt && now < holdExpiresAt(createdAt, holdMinutes);
}
