/** Who may read a circle post: everyone, the circle's members, or whoever unlocked it with points or money. */
export const POST_ACCESS = ['PUBLIC', 'MEMBERS_ONLY', 'POINTS', 'PAID'] as const;
export type PostAccessRule = (typeof POST_ACCESS)[number];

/** Why the caller reads the post, or why not. */
export type PostAccessReason = 'PUBLIC' | 'CIRCLE_HOST' | 'MEMBER' | 'UNLOCKED' | 'SIGN_IN' | 'MEMBERS_ONLY' | 'NEEDS_POINTS' | 'NEEDS_PAYMENT';

export interface PostViewer {
  signedIn: boolean;
  /** The circle's owner or an active host, or staff: they read every post of the circle. */
  managesCircle: boolean;
  /** An active member of the circle (any role). */
  isMember: boolean;
  /** Unlocked this post before (points spent or checkout paid). */
  unlocked: boolean;
}

export interface PostAccessDecision {
  readable: boolean;
  reason: PostAccessReason;
  /** The caller may unlock it now (points or a checkout). */
  canUnlock: boolean;
}

/** Whether the viewer reads a post with this rule, and if not what would let them. */
export function decidePostAccess(access: PostAccessRule, viewer: PostViewer): PostAccessDecision {
  if (access === 'PUBLIC') return { readable: true, reason: 'PUBLIC', canUnlock: false };
  if (viewer.managesCircle) return { readable: true, reason: 'CIRCLE_HOST', canUnlock: false };
  if (access === 'MEMBERS_ONLY') {
    return viewer.isMember ? { readable: true, reason: 'MEMBER', canUnlock: false } : { readable: false, reason: 'MEMBERS_ONLY', canUnlock: false };
  }
  if (viewer.unlocked) return { readable: true, reason: 'UNLOCKED', canUnlock: false };
  if (!viewer.signedIn) return { readable: false, reason: 'SIGN_IN', canUnlock: false };
  return { readable: false, reason: access === 'POINTS' ? 'NEEDS_POINTS' : 'NEEDS_PAYMENT', canUnlock: true };
}

/** What the lock says to a reader. */
export const POST_LOCK_MESSAGES: Record<PostAccessReason, string> = {
  PUBLIC: 'Anyone can read this post.',
  CIRCLE_HOST: 'You host this circle: you read every post.',
  MEMBER: 'Members of this circle read this post.',
  UNLOCKED: 'You unlocked this post.',
  SIGN_IN: 'Sign in to unlock this post.',
  MEMBERS_ONLY: 'Only members of this circle can read this post.',
  NEEDS_POINTS: 'Unlock this post with your points.',
  NEEDS_PAYMENT: 'Unlock this post with a one-time payment.',
};

/** How each rule reads on a post's badge. */
export const POST_ACCESS_LABELS: Record<PostAccessRule, string> = {
  PUBLIC: 'Public',
  MEMBERS_ONLY: 'Members only',
  POINTS: 'Unlock with points',
  PAID: 'Paid',
};
