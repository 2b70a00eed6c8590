/** A date is past if it is before the current time. */
export function isPastDate(epochMs: number, now: number): boolean {
  return epochMs < now;
}
