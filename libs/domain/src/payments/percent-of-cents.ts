/** 100% in basis points: 1 basis point is 0.01%. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * `basisPoints` (290 = 2.90%) of an amount of cents, rounded half up to the cent. Computed on
 * integers only, so 0.5 cent always rounds up and no floating-point residue creeps into money.
 */
export function percentOfCents(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`basisPoints must be a non-negative integer, got ${basisPoints}`);
  const scaled = cents * basisPoints + BASIS_POINTS_PER_WHOLE / 2;
  return (scaled - (scaled % BASIS_POINTS_PER_WHOLE)) / BASIS_POINTS_PER_WHOLE;
}
