import type { ProposalRsvpStatus, ProposalStatus, UserSummary } from '@socials/domain';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import {
  circleMembers,
  proposalChoices,
  proposalHosts,
  proposalPayments,
  proposalRsvps,
  proposals,
  proposalVotes,
  socials,
  users,
  type ProposalChoiceRow,
  type ProposalRow,
  type ProposalRsvpRow,
} from '../../db/schema';

export type { ProposalChoiceRow, ProposalRow, ProposalRsvpRow };

const userColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: users.photoPath,
};

const voterCount = sql<number>`(select count(*) from ${proposalVotes} where ${proposalVotes.proposalId} = ${proposals.id})`.mapWith(Number);

/** A proposal with its owner and how many members voted. */
export interface ProposalWithOwner {
  proposal: ProposalRow;
  owner: UserSummary;
  voterCount: number;
}

function selectProposals(db: DbOrTx) {
  return db.select({ proposal: proposals, owner: userColumns, voterCount }).from(proposals).innerJoin(users, eq(users.id, proposals.ownerId));
}

export async function findProposal(db: DbOrTx, by: { id: string } | { slug: string }): Promise<ProposalWithOwner | null> {
  const [row] = await selectProposals(db)
    .where('id' in by ? eq(proposals.id, by.id) : eq(proposals.slug, by.slug))
    .limit(1);
  return row ?? null;
}

/** Locks the proposal's row until the transaction ends: votes, choices and state changes queue behind it. */
export async function lockProposal(db: DbOrTx, id: string): Promise<ProposalRow | null> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).for('update');
  return row ?? null;
}

export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.slug, slug)).limit(1);
  return row !== undefined;
}

export async function insertProposal(db: DbOrTx, values: typeof proposals.$inferInsert): Promise<ProposalRow> {
  const [row] = await db.insert(proposals).values(values).returning();
  return row!;
}

export async function setProposalStatus(db: DbOrTx, id: string, status: ProposalStatus, socialId?: string): Promise<void> {
  await db
    .update(proposals)
    .set({ status, updatedAt: new Date(), ...(socialId ? { socialId } : {}) })
    .where(eq(proposals.id, id));
}

export async function countVoters(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposalVotes).where(eq(proposalVotes.proposalId, proposalId));
  return row?.n ?? 0;
}

/** Which proposals a list holds. */
export interface ProposalFilter {
  circleId?: string;
  status?: ProposalStatus;
  /** Proposals without a circle, and those of circles this user is an active member of (staff: null, all). */
  visibleTo: string | null | 'anonymous';
}

/** Newest first, one keyset page after `after`. */
export function listProposals(db: DbOrTx, filter: ProposalFilter, after: PageCursor | null, limit: number): Promise<ProposalWithOwner[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.circleId) where.push(eq(proposals.circleId, filter.circleId));
  if (filter.status) where.push(eq(proposals.status, filter.status));
  if (filter.visibleTo === 'anonymous') where.push(isNull(proposals.circleId));
  else if (filter.visibleTo !== null) {
    const mine = db
      .select({ id: circleMembers.circleId })
      .from(circleMembers)
      .where(and(eq(circleMembers.userId, filter.visibleTo), eq(circleMembers.status, 'ACTIVE')));
    where.push(or(isNull(proposals.circleId), inArray(proposals.circleId, mine)));
  }
  const page = newestFirstPage(proposals.createdAt, proposals.id, after);
  where.push(page.where);
  return selectProposals(db)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

export async function listHosts(db: DbOrTx, proposalId: string): Promise<UserSummary[]> {
  return db
    .select(userColumns)
    .from(proposalHosts)
    .innerJoin(users, eq(users.id, proposalHosts.userId))
    .where(eq(proposalHosts.proposalId, proposalId))
    .orderBy(asc(proposalHosts.createdAt), asc(proposalHosts.userId));
}

export async function insertHost(db: DbOrTx, proposalId: string, userId: string): Promise<void> {
  await db.insert(proposalHosts).values({ proposalId, userId }).onConflictDoNothing();
}

export async function findUserSummary(db: DbOrTx, userId: string): Promise<UserSummary | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export type ChoiceWithVotes = ProposalChoiceRow & { votes: number };

/** The proposal's choices in the order they were added, with their votes. */
export async function listChoices(db: DbOrTx, proposalId: string): Promise<ChoiceWithVotes[]> {
  const votes = sql<number>`(select count(*) from ${proposalVotes} where ${proposalVotes.choiceId} = ${proposalChoices.id})`.mapWith(Number);
  const rows = await db
    .select({ choice: proposalChoices, votes })
    .from(proposalChoices)
    .where(eq(proposalChoices.proposalId, proposalId))
    .orderBy(asc(proposalChoices.position));
  return rows.map((row) => ({ ...row.choice, votes: row.votes }));
}

export async function insertChoices(
  db: DbOrTx,
  proposalId: string,
  firstPosition: number,
  values: Omit<typeof proposalChoices.$inferInsert, 'proposalId' | 'position'>[],
): Promise<ProposalChoiceRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(proposalChoices)
    .values(values.map((value, i) => ({ ...value, proposalId, position: firstPosition + i })))
    .returning();
}

export async function findChoice(db: DbOrTx, proposalId: string, choiceId: string): Promise<ProposalChoiceRow | null> {
  const [row] = await db
    .select()
    .from(proposalChoices)
    .where(and(eq(proposalChoices.id, choiceId), eq(proposalChoices.proposalId, proposalId)))
    .limit(1);
  return row ?? null;
}

/** The caller's one vote: made, or moved to another choice. */
export async function upsertVote(db: DbOrTx, proposalId: string, userId: string, choiceId: string): Promise<void> {
  await db
    .insert(proposalVotes)
    .values({ proposalId, userId, choiceId })
    .onConflictDoUpdate({ target: [proposalVotes.proposalId, proposalVotes.userId], set: { choiceId, updatedAt: new Date() } });
}

export async function findVote(db: DbOrTx, proposalId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ choiceId: proposalVotes.choiceId })
    .from(proposalVotes)
    .where(and(eq(proposalVotes.proposalId, proposalId), eq(proposalVotes.userId, userId)))
    .limit(1);
  return row?.choiceId ?? null;
}

/** Who voted for this choice, in the order they voted, less those who said they are not going. */
export async function listVotersOf(db: DbOrTx, proposalId: string, choiceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: proposalVotes.userId })
    .from(proposalVotes)
    .leftJoin(proposalRsvps, and(eq(proposalRsvps.proposalId, proposalVotes.proposalId), eq(proposalRsvps.userId, proposalVotes.userId)))
    .where(
      and(
        eq(proposalVotes.proposalId, proposalId),
        eq(proposalVotes.choiceId, choiceId),
        or(isNull(proposalRsvps.status), eq(proposalRsvps.status, 'INTERESTED')),
      ),
    )
    .orderBy(asc(proposalVotes.updatedAt), asc(proposalVotes.userId));
  return rows.map((row) => row.userId);
}

export async function findRsvpOf(db: DbOrTx, proposalId: string, userId: string): Promise<ProposalRsvpRow | null> {
  const [row] = await db
    .select()
    .from(proposalRsvps)
    .where(and(eq(proposalRsvps.proposalId, proposalId), eq(proposalRsvps.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findRsvp(db: DbOrTx, proposalId: string, rsvpId: string): Promise<ProposalRsvpRow | null> {
  const [row] = await db
    .select()
    .from(proposalRsvps)
    .where(and(eq(proposalRsvps.id, rsvpId), eq(proposalRsvps.proposalId, proposalId)))
    .limit(1);
  return row ?? null;
}

/** The member's answer, made or changed. */
export async function upsertRsvp(db: DbOrTx, proposalId: string, userId: string, status: ProposalRsvpStatus): Promise<ProposalRsvpRow> {
  const [row] = await db
    .insert(proposalRsvps)
    .values({ proposalId, userId, status })
    .onConflictDoUpdate({ target: [proposalRsvps.proposalId, proposalRsvps.userId], set: { status, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updateRsvpStatus(db: DbOrTx, rsvpId: string, status: ProposalRsvpStatus): Promise<ProposalRsvpRow> {
  const [row] = await db.update(proposalRsvps).set({ status, updatedAt: new Date() }).where(eq(proposalRsvps.id, rsvpId)).returning();
  return row!;
}

export async function findSocialRef(db: DbOrTx, socialId: string): Promise<{ id: string; slug: string } | null> {
  const [row] = await db.select({ id: socials.id, slug: socials.slug }).from(socials).where(eq(socials.id, socialId)).limit(1);
  return row ?? null;
}

/** Everything stored about a proposal, for checks that a refused write changed nothing. */
export async function proposalSnapshot(db: DbOrTx, id: string) {
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, id));
  if (!proposal) return null;
  const [hosts, choices, votes, rsvps, payments] = await Promise.all([
    db.select().from(proposalHosts).where(eq(proposalHosts.proposalId, id)).orderBy(asc(proposalHosts.userId)),
    db.select().from(proposalChoices).where(eq(proposalChoices.proposalId, id)).orderBy(asc(proposalChoices.position)),
    db.select().from(proposalVotes).where(eq(proposalVotes.proposalId, id)).orderBy(asc(proposalVotes.userId)),
    db.select().from(proposalRsvps).where(eq(proposalRsvps.proposalId, id)).orderBy(asc(proposalRsvps.userId)),
    db.select().from(proposalPayments).where(eq(proposalPayments.proposalId, id)).orderBy(asc(proposalPayments.id)),
  ]);
  return { proposal, hosts, choices, votes, rsvps, payments };
}
