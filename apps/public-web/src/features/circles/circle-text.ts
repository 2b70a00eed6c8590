import type { CircleJoinPolicy, CircleMembership, Visibility } from '@socials/domain';

export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  PUBLIC: 'Public',
  COMMUNITY_ONLY: 'Members only',
  PRIVATE: 'Private',
};

export const VISIBILITY_HINTS: Readonly<Record<Visibility, string>> = {
  PUBLIC: 'Listed; everyone sees its members and open socials.',
  COMMUNITY_ONLY: 'Listed; only members see its members and members-only socials.',
  PRIVATE: 'Not listed; only members and the people you invite see it.',
};

export const JOIN_POLICY_LABELS: Readonly<Record<CircleJoinPolicy, string>> = {
  OPEN: 'Anyone can join',
  REQUEST: 'People ask to join, a host approves',
  INVITE: 'By invitation only',
};

/** The caller's place in a circle, in words, or null when they have none. */
export function membershipLabel(membership: CircleMembership | null): string | null {
  if (!membership) return null;
  if (membership.status === 'PENDING') return 'Request sent';
  if (membership.status === 'INVITED') return 'Invited';
  if (membership.role === 'owner') return 'Owner';
  if (membership.role === 'host') return 'Host';
  return 'Member';
}

/** What the join button says for the circle's policy and the caller's place in it (null: no button). */
export function joinActionLabel(joinPolicy: CircleJoinPolicy, membership: CircleMembership | null): string | null {
  if (membership?.status === 'INVITED') return 'Accept invitation';
  if (membership) return null;
  if (joinPolicy === 'OPEN') return 'Join circle';
  if (joinPolicy === 'REQUEST') return 'Ask to join';
  return null;
}
