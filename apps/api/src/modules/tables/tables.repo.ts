import type { BadgeSettings } from '@socials/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { badgeSettings, rsvps, socialTables, tableSeats, users, type SocialTableRow } from '../../db/schema';

export type { SocialTableRow };

/** RSVP statuses of guests who are coming: only they are seated and get a badge. */
const GOING = ['APPROVED', 'ATTENDED'] as const;

export interface GuestRow {
  rsvpId: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  curPosition: (typeof users.$inferSelect)['curPosition'];
  curAcademic: (typeof users.$inferSelect)['curAcademic'];
  tableId: string | null;
}

const guestColumns = {
  rsvpId: rsvps.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  curPosition: users.curPosition,
  curAcademic: users.curAcademic,
  tableId: tableSeats.tableId,
};

export function listTables(db: DbOrTx, socialId: string): Promise<SocialTableRow[]> {
  return db.select().from(socialTables).where(eq(socialTables.socialId, socialId)).orderBy(asc(socialTables.position), asc(socialTables.createdAt));
}

export async function findTable(db: DbOrTx, tableId: string): Promise<SocialTableRow | null> {
  const [row] = await db.select().from(socialTables).where(eq(socialTables.id, tableId)).limit(1);
  return row ?? null;
}

export async function insertTable(db: DbOrTx, values: typeof socialTables.$inferInsert): Promise<SocialTableRow> {
  const [row] = await db.insert(socialTables).values(values).returning();
  return row!;
}

export async function updateTable(
  db: DbOrTx,
  tableId: string,
  changes: Partial<Pick<SocialTableRow, 'name' | 'capacity' | 'position'>>,
): Promise<SocialTableRow> {
  const [row] = await db.update(socialTables).set(changes).where(eq(socialTables.id, tableId)).returning();
  return row!;
}

export async function deleteTable(db: DbOrTx, tableId: string): Promise<void> {
  await db.delete(socialTables).where(eq(socialTables.id, tableId));
}

/** The going guests of a social, in RSVP order, with their seat (null: not seated). */
export function listGoingGuests(db: DbOrTx, socialId: string, rsvpIds?: readonly string[]): Promise<GuestRow[]> {
  return db
    .select(guestColumns)
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .leftJoin(tableSeats, eq(tableSeats.rsvpId, rsvps.id))
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...GOING]), rsvpIds && rsvpIds.length > 0 ? inArray(rsvps.id, [...rsvpIds]) : undefined))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
}

/** The going guests not seated yet, in RSVP order. */
export async function listUnseatedGuestIds(db: DbOrTx, socialId: string): Promise<string[]> {
  const rows = await db
    .select({ rsvpId: rsvps.id })
    .from(rsvps)
    .leftJoin(tableSeats, eq(tableSeats.rsvpId, rsvps.id))
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...GOING]), isNull(tableSeats.tableId)))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return rows.map((row) => row.rsvpId);
}

/** Seats each RSVP at its table (moving it if it sat elsewhere). */
export async function seatGuests(db: DbOrTx, seats: readonly { rsvpId: string; tableId: string }[]): Promise<void> {
  if (seats.length === 0) return;
  await db
    .insert(tableSeats)
    .values([...seats])
    .onConflictDoUpdate({ target: tableSeats.rsvpId, set: { tableId: sql`excluded.table_id` } });
}

export async function unseatGuests(db: DbOrTx, rsvpIds: readonly string[]): Promise<void> {
  if (rsvpIds.length === 0) return;
  await db.delete(tableSeats).where(inArray(tableSeats.rsvpId, [...rsvpIds]));
}

/** The user's going RSVP to the social and its table, if any. */
export async function findSeatOf(db: DbOrTx, socialId: string, userId: string): Promise<{ rsvpId: string; table: SocialTableRow | null } | null> {
  const [row] = await db
    .select({ rsvpId: rsvps.id, table: socialTables })
    .from(rsvps)
    .leftJoin(tableSeats, eq(tableSeats.rsvpId, rsvps.id))
    .leftJoin(socialTables, eq(socialTables.id, tableSeats.tableId))
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.userId, userId), inArray(rsvps.status, [...GOING])))
    .limit(1);
  return row ? { rsvpId: row.rsvpId, table: row.table } : null;
}

/** Everyone seated at the table, in RSVP order. */
export function listGuestsAtTable(db: DbOrTx, tableId: string): Promise<GuestRow[]> {
  return db
    .select(guestColumns)
    .from(tableSeats)
    .innerJoin(rsvps, eq(rsvps.id, tableSeats.rsvpId))
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(eq(tableSeats.tableId, tableId), inArray(rsvps.status, [...GOING])))
    .orderBy(asc(rsvps.createdAt));
}

export async function findBadgeSettings(db: DbOrTx, socialId: string): Promise<BadgeSettings | null> {
  const [row] = await db.select({ settings: badgeSettings.settings }).from(badgeSettings).where(eq(badgeSettings.socialId, socialId)).limit(1);
  return row?.settings ?? null;
}

export async function saveBadgeSettings(db: DbOrTx, socialId: string, settings: BadgeSettings): Promise<void> {
  await db
    .insert(badgeSettings)
    .values({ socialId, settings })
    .onConflictDoUpdate({ target: badgeSettings.socialId, set: { settings, updatedAt: new Date() } });
}

/** The social's tables, locked until the transaction ends. */
export function lockTables(tx: DbOrTx, socialId: string): Promise<SocialTableRow[]> {
  return tx
    .select()
    .from(socialTables)
    .where(eq(socialTables.socialId, socialId))
    .orderBy(asc(socialTables.position), asc(socialTables.createdAt))
    .for('update');
}
