import type { HostFeature } from '../common/enums';

/**
 * Whether a user may use a host feature: staff always, a host once staff turned it on for them.
 * Nobody (not signed in, or not known yet) has any, so a tool stays hidden until we know.
 */
export function hasHostFeature(user: { isAdmin: boolean; hostFeatures: readonly string[] } | null | undefined, feature: HostFeature): boolean {
  if (!user) return false;
  return user.isAdmin || user.hostFeatures.includes(feature);
}
