export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of samples sorted ascending. */
function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** p50/p95/p99/max of latency samples in milliseconds, rounded to 0.01 ms. */
export function summarizeLatency(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => Math.round(percentileOfSorted(sorted, p) * 100) / 100;
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/** Milliseconds for a summary line: whole from 10 ms, one decimal from 1 ms, two below. */
export function formatMs(ms: number): string {
  if (ms >= 10) return String(Math.round(ms));
  return ms.toFixed(ms >= 1 ? 1 : 2);
}

/** A ratio with two significant digits: 0.0097, 0.53, 1.2. */
export function formatRatio(ratio: number): string {
  return String(Number(ratio.toPrecision(2)));
}

/** Thousands separators, no decimals. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
