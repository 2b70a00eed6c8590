import { INACTIVE_RSVP_STATUSES, type AttendeeGrade, type RsvpStatus, type UserSummary } from '@socials/domain';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { oldestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { payments, rsvps, socials, ticketTiers, users, type PaymentRow, type RsvpRow, type SocialRow } from '../../db/schema';
import { listActiveRsvpsOfUser, userSummaryColumns } from '../socials';

export type { RsvpRow, SocialRow };
/** The columns a new RSVP is stored with (those left out take their defaults). */
export type NewRsvpRow = typeof rsvps.$inferInsert;
/** Columns of an RSVP to change. */
export type RsvpChanges = Partial<Omit<NewRsvpRow, 'id' | 'socialId' | 'userId'>>;

export async function findRsvp(db: DbOrTx, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await db.select().from(rsvps).where(eq(rsvps.id, rsvpId)).limit(1);
  return row ?? null;
}

/** The RSVP if it is one of this social's. */
/** The RSVP, locked until the transaction ends, or null. */
export async function lockRsvp(tx: DbOrTx, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await tx.select().from(rsvps).where(eq(rsvps.id, rsvpId)).for('update');
  return row ?? null;
}

export async function findRsvpOfSocial(db: DbOrTx, socialId: string, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.socialId, socialId)))
    .limit(1);
  return row ?? null;
}

/** The user's active RSVP to the social (there is one at most), or null. */
export async function findActiveRsvp(db: DbOrTx, socialId: string, userId: string): Promise<RsvpRow | null> {
  const [row] = await listActiveRsvpsOfUser(db, userId, [socialId]);
  return row ?? null;
}

/** The user's latest half-done RSVP (INITIAL or PARTIAL_UPDATE) to the social, or null. */
export async function latestDraftOf(db: DbOrTx, socialId: string, userId: string): Promise<RsvpRow | null> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.userId, userId), inArray(rsvps.status, ['INITIAL', 'PARTIAL_UPDATE'])))
    .orderBy(desc(rsvps.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertRsvp(db: DbOrTx, values: NewRsvpRow): Promise<RsvpRow> {
  const [row] = await db.insert(rsvps).values(values).returning();
  if (!row) throw new Error('Insert returned no row');
  return row;
}

/** Changes the RSVP; returns it as it is now, or null when there is no such RSVP. */
export async function updateRsvpColumns(db: DbOrTx, rsvpId: string, changes: RsvpChanges): Promise<RsvpRow | null> {
  const [row] = await db.update(rsvps).set(changes).where(eq(rsvps.id, rsvpId)).returning();
  return row ?? null;
}

/** Those of these RSVPs that are the social's, locked until the transaction ends, by id. */
export function lockRsvpsOfSocial(tx: DbOrTx, socialId: string, rsvpIds: readonly string[]): Promise<RsvpRow[]> {
  return tx
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.id, [...rsvpIds])))
    .orderBy(asc(rsvps.id))
    .for('update');
}

/** The PAID payment of the RSVP, or null. */
export async function findPaidPaymentOfRsvp(db: DbOrTx, rsvpId: string): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.rsvpId, rsvpId), eq(payments.status, 'PAID')))
    .limit(1);
  return payment ?? null;
}

/** How many RSVPs of the social are in each of these statuses (a status with none is left out). */
export function countRsvpsByStatus(db: DbOrTx, socialId: string, statuses: readonly RsvpStatus[]): Promise<{ status: RsvpStatus; n: number }[]> {
  return db
    .select({ status: rsvps.status, n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...statuses])))
    .groupBy(rsvps.status);
}

/**
 * Up to `page.limit` RSVPs of the social matching every filter given, with who made them, oldest
 * first, from where the previous page ended.
 */
export function listRsvpsWithUsers(
  db: DbOrTx,
  socialId: string,
  filter: { status?: RsvpStatus | undefined; grade?: AttendeeGrade | undefined; ticketTierId?: string | undefined },
  page: { after: PageCursor | null; limit: number },
): Promise<{ rsvp: RsvpRow; user: UserSummary }[]> {
  const where: (SQL | undefined)[] = [eq(rsvps.socialId, socialId)];
  if (filter.status) where.push(eq(rsvps.status, filter.status));
  if (filter.grade) where.push(eq(rsvps.grade, filter.grade));
  if (filter.ticketTierId) where.push(eq(rsvps.ticketTierId, filter.ticketTierId));
  const oldest = oldestFirstPage(rsvps.createdAt, rsvps.id, page.after);
  where.push(oldest.where);
  return db
    .select({ rsvp: rsvps, user: userSummaryColumns })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(...where))
    .orderBy(...oldest.orderBy)
    .limit(page.limit);
}

/** The user's active RSVPs with their socials (deleted ones left out), by event time. */
export function listActiveRsvpsWithSocials(db: DbOrTx, userId: string): Promise<{ rsvp: RsvpRow; social: SocialRow }[]> {
  return db
    .select({ rsvp: rsvps, social: socials })
    .from(rsvps)
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(and(eq(rsvps.userId, userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES]), eq(socials.isDeleted, false)))
    .orderBy(asc(socials.eventAt), asc(socials.id));
}

/** Up to `limit` users with an RSVP of the social in these statuses who did not hide from the guest list, earliest first. */
export function listShownGuests(db: DbOrTx, socialId: string, statuses: readonly RsvpStatus[], limit: number): Promise<UserSummary[]> {
  return db
    .select(userSummaryColumns)
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...statuses]), eq(rsvps.hideFromGuestList, false)))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
    .limit(limit);
}

/** Every RSVP of the social with its attendee's e-mail and summary and its tier's name, earliest first. */
export function listRsvpsForExport(db: DbOrTx, socialId: string): Promise<{ rsvp: RsvpRow; email: string; user: UserSummary; tierName: string | null }[]> {
  return db
    .select({ rsvp: rsvps, email: users.email, user: userSummaryColumns, tierName: ticketTiers.name })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .leftJoin(ticketTiers, eq(ticketTiers.id, rsvps.ticketTierId))
    .where(eq(rsvps.socialId, socialId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
}

/** Whom to write about these RSVPs: each one's attendee with their social. */
export function listRecipientsOfRsvps(
  db: DbOrTx,
  rsvpIds: readonly string[],
): Promise<{ rsvpId: string; email: string; firstName: string | null; social: SocialRow }[]> {
  return db
    .select({ rsvpId: rsvps.id, email: users.email, firstName: users.firstName, social: socials })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(inArray(rsvps.id, [...rsvpIds]));
}

/** The attendees of the social's RSVPs in these statuses, with the social. */
export function listRecipientsOfSocial(
  db: DbOrTx,
  socialId: string,
  statuses: readonly RsvpStatus[],
): Promise<{ email: string; firstName: string | null; social: SocialRow }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName, social: socials })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...statuses])));
}

/** The socials of these RSVPs whose every seat is taken (they have a capacity and it is reached), with that capacity. */
export async function listFullSocialsOfRsvps(db: DbOrTx, rsvpIds: readonly string[]): Promise<{ socialId: string; capacity: number }[]> {
  if (rsvpIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ socialId: socials.id, capacity: socials.maxCapacity })
    .from(rsvps)
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(and(inArray(rsvps.id, [...rsvpIds]), sql`${socials.maxCapacity} is not null and ${socials.confirmedPax} >= ${socials.maxCapacity}`));
  return rows.flatMap((row) => (row.capacity === null ? [] : [{ socialId: row.socialId, capacity: row.capacity }]));
}

/** Sets the RSVP's status and tier: its seat is the caller's business. */
export async function setRsvpStatus(db: DbOrTx, rsvpId: string, status: RsvpStatus, ticketTierId: string | null, now: Date): Promise<void> {
  await db.update(rsvps).set({ status, ticketTierId, updatedAt: now }).where(eq(rsvps.id, rsvpId));
}

/** The refund a cancelled RSVP got, recorded on its cancellation once the money went back. */
export async function recordCancellationRefund(db: DbOrTx, rsvpId: string, cancellation: NonNullable<RsvpRow['cancellation']>): Promise<void> {
  await db.update(rsvps).set({ cancellation }).where(eq(rsvps.id, rsvpId));
}
