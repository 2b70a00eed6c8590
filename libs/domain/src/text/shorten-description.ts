/**
 * Shortens a description to at most `max` characters, ellipsis included. The cut falls at the
 * last full stop, or at the last space when that stop comes before `minCut` (a cut that early
 * would throw away most of the text). The full stop gives way to the ellipsis.
 */
export function shortenDescription(text: string, max = 300, minCut = 30): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const stop = head.lastIndexOf('.');
  const space = head.lastIndexOf(' ');
  const cut = stop >= minCut ? stop : space > 0 ? space : head.length;
  return `${head.slice(0, cut).trimEnd()}…`;
}
