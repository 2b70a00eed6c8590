const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, short enough for a list row: "now", "5 min", "3 h", "yesterday",
 * "4 days", then the date ("Mar 5", with the year when it is not this year's). The full time goes
 * beside it (a title) for whoever needs it.
 */
export function formatRelativeTime(timestamp: number, now: number, timeZone: string): string {
  const ago = Math.max(0, now - timestamp);
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days`;
  const sameYear =
    new Date(timestamp).toLocaleDateString('en-US', { year: 'numeric', timeZone }) === new Date(now).toLocaleDateString('en-US', { year: 'numeric', timeZone });
  return new Date(timestamp).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone, ...(sameYear ? {} : { year: 'numeric' }) });
}
