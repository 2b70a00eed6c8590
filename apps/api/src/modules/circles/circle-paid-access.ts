import { joinOutcome, type JoinOutcome, type MembershipPrice, type VerifiedEmailRequirement } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import type { Caller } from '../../core/caller';
import { deleteMemberships, findMembership, findReferrer, insertMembership, updateMembership } from './circle-membership.repo';
import { findCircle } from './circles.repo';
import { requireVisibleCircle, standingOf } from './circles.policy';

/** What the paid-memberships area needs to open a membership checkout for the caller (404 where they may not see the circle). */
export interface PaidJoin {
  circle: { id: string; slug: string; name: string; requiredVerifiedEmail: VerifiedEmailRequirement | null };
  /** null: the circle is free to join. */
  price: MembershipPrice | null;
  /** What joining would do for the caller: only ACTIVE (an open circle, or an invitation) is paid for. */
  outcome: JoinOutcome;
}

export async function paidJoinFor(db: DbOrTx, viewer: Caller, circleId: string): Promise<PaidJoin> {
  const found = await findCircle(db, { id: circleId });
  const mine = found ? await findMembership(db, circleId, viewer.userId) : null;
  const { circle, price } = requireVisibleCircle(viewer, found, standingOf(mine));
  return {
    circle: { id: circle.id, slug: circle.slug, name: circle.name, requiredVerifiedEmail: circle.requiredVerifiedEmail },
    price,
    outcome: joinOutcome(circle.joinPolicy, mine?.status ?? null),
  };
}

/** The circle's name and address, for mail and pages about it; null once it is deleted. */
export async function circleSummary(db: DbOrTx, circleId: string): Promise<{ id: string; slug: string; name: string } | null> {
  const found = await findCircle(db, { id: circleId });
  return found ? { id: found.circle.id, slug: found.circle.slug, name: found.circle.name } : null;
}

/** A membership was paid: the payer is an ACTIVE member, credited to the member whose referral code brought them. */
export async function grantPaidAccess(tx: DbOrTx, circleId: string, userId: string, referralCode: string | null): Promise<void> {
  const referrer = referralCode ? await findReferrer(tx, circleId, referralCode) : null;
  const referredById = referrer && referrer.id !== userId ? referrer.id : null;
  const current = await findMembership(tx, circleId, userId);
  if (current?.status === 'ACTIVE') return;
  if (current) await updateMembership(tx, circleId, [userId], { status: 'ACTIVE', ...(referredById ? { referredById } : {}) });
  else await insertMembership(tx, { circleId, userId, role: 'member', status: 'ACTIVE', referredById });
}

/** A paid membership is over: a plain member leaves the circle at once (one the owner made host stays, by the owner's choice). */
export async function revokePaidAccess(tx: DbOrTx, circleId: string, userId: string): Promise<void> {
  const current = await findMembership(tx, circleId, userId);
  if (current && current.role === 'member') await deleteMemberships(tx, circleId, [userId]);
}
