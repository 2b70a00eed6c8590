import type { Circle, CircleMember, CircleSocial } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { CircleMemberListRow, CircleMemberRow } from './circle-membership.repo';
import type { CircleSocialRow, CircleWithOwner } from './circles.repo';
import { isCircleManager, standingOf } from './circles.policy';

/** A circle as `viewer` sees it, with their own row in it (the referral code only once they are a member). */
export function toCircle({ circle, owner, memberCount, price }: CircleWithOwner, mine: CircleMemberRow | null, viewer: Caller | null): Circle {
  return {
    id: circle.id,
    slug: circle.slug,
    name: circle.name,
    description: circle.description,
    coverUrl: circle.coverUrl,
    visibility: circle.visibility,
    joinPolicy: circle.joinPolicy,
    requiredVerifiedEmail: circle.requiredVerifiedEmail,
    owner,
    memberCount,
    createdAt: circle.createdAt.getTime(),
    myMembership: mine ? { role: mine.role, status: mine.status, referralCode: mine.status === 'ACTIVE' ? mine.referralCode : null } : null,
    canManage: isCircleManager(viewer, standingOf(mine)),
    membershipPrice: price,
  };
}

export function toCircleMember({
  member,
  user,
  subscription,
}: Pick<CircleMemberListRow, 'member' | 'user'> & Partial<Pick<CircleMemberListRow, 'subscription'>>): CircleMember {
  return {
    user,
    role: member.role,
    status: member.status,
    joinedAt: member.joinedAt?.getTime() ?? null,
    subscription: subscription ? { ...subscription, currentPeriodEnd: subscription.currentPeriodEnd?.getTime() ?? null } : null,
  };
}

export function toCircleSocial(row: CircleSocialRow): CircleSocial {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    eventTimestamp: row.eventAt.getTime(),
    eventEndTimestamp: row.eventEndAt.getTime(),
    timezone: row.timezone,
    splashImageUrl: row.splashImageUrl,
    communityOnly: row.communityOnly,
  };
}
