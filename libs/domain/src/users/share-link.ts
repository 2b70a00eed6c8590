/** The query parameter a share link carries a referral code in, so the sharer is credited. */
export const REFERRAL_PARAM = 'ref';

/**
 * "The share link adds a ref parameter taken from the user's first invite code." `url` is
 * the page shared (the site's home, a social); null when the user has no invite code yet.
 */
export function withReferral(url: string, inviteCodes: readonly string[]): string | null {
  const [first] = inviteCodes;
  if (!first) return null;
  const parsed = new URL(url);
  parsed.searchParams.set(REFERRAL_PARAM, first);
  return parsed.toString();
}
