import { and, asc, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  conferenceNetworkingOptins,
  conferencePatrons,
  conferenceSavedSessions,
  conferenceSessions,
  conferenceTickets,
  users,
  type ConferenceSessionRow,
} from '../../db/schema';

/** Puts the session on the user's agenda; saving it twice keeps one row. */
export async function insertSavedSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  await db.insert(conferenceSavedSessions).values({ userId, sessionId }).onConflictDoNothing();
}

export async function deleteSavedSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  await db.delete(conferenceSavedSessions).where(and(eq(conferenceSavedSessions.userId, userId), eq(conferenceSavedSessions.sessionId, sessionId)));
}

/** The sessions of the conference the user saved, by start time. */
export async function listSavedSessions(db: DbOrTx, conferenceId: string, userId: string): Promise<ConferenceSessionRow[]> {
  const rows = await db
    .select({ session: conferenceSessions })
    .from(conferenceSavedSessions)
    .innerJoin(conferenceSessions, eq(conferenceSessions.id, conferenceSavedSessions.sessionId))
    .where(and(eq(conferenceSavedSessions.userId, userId), eq(conferenceSessions.conferenceId, conferenceId)))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.room), asc(conferenceSessions.id));
  return rows.map((row) => row.session);
}

const holderOf = (conferenceId: string) => and(eq(conferenceTickets.conferenceId, conferenceId), eq(conferenceTickets.holderId, users.id));

/** Whether the user holds (claimed or completed) a ticket of the conference. */
export async function holdsConferenceTicket(db: DbOrTx, conferenceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: conferenceTickets.id })
    .from(conferenceTickets)
    .where(and(eq(conferenceTickets.conferenceId, conferenceId), eq(conferenceTickets.holderId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertNetworkingOptin(db: DbOrTx, conferenceId: string, userId: string): Promise<void> {
  await db.insert(conferenceNetworkingOptins).values({ conferenceId, userId }).onConflictDoNothing();
}

export async function deleteNetworkingOptin(db: DbOrTx, conferenceId: string, userId: string): Promise<void> {
  await db
    .delete(conferenceNetworkingOptins)
    .where(and(eq(conferenceNetworkingOptins.conferenceId, conferenceId), eq(conferenceNetworkingOptins.userId, userId)));
}

export type DirectoryUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'slug' | 'firstName' | 'lastName' | 'displayName' | 'photoPath' | 'curPosition' | 'curAcademic'
>;

/** The users who opted in and still hold a ticket of the conference (deleted accounts left out). */
export function listNetworkingDirectory(db: DbOrTx, conferenceId: string): Promise<DirectoryUserRow[]> {
  return db
    .select({
      id: users.id,
      slug: users.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      photoPath: users.photoPath,
      curPosition: users.curPosition,
      curAcademic: users.curAcademic,
    })
    .from(conferenceNetworkingOptins)
    .innerJoin(users, eq(users.id, conferenceNetworkingOptins.userId))
    .where(
      and(
        eq(conferenceNetworkingOptins.conferenceId, conferenceId),
        isNull(users.deletedAt),
        exists(db.select({ id: conferenceTickets.id }).from(conferenceTickets).where(holderOf(conferenceId))),
      ),
    )
    .limit(2000);
}

export interface HeldTicketDetails {
  holderId: string;
  holderName: string;
  holderCompany: string;
  holderJobTitle: string;
}

/** The attendee details on the tickets these users hold at the conference. */
export async function listHeldTicketDetails(db: DbOrTx, conferenceId: string, userIds: readonly string[]): Promise<HeldTicketDetails[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      holderId: conferenceTickets.holderId,
      holderName: conferenceTickets.holderName,
      holderCompany: conferenceTickets.holderCompany,
      holderJobTitle: conferenceTickets.holderJobTitle,
    })
    .from(conferenceTickets)
    .where(and(eq(conferenceTickets.conferenceId, conferenceId), inArray(conferenceTickets.holderId, [...userIds])));
  return rows.flatMap((row) => (row.holderId ? [{ ...row, holderId: row.holderId }] : []));
}

/** Adds the patron to the conference's partners; adding it twice keeps one row. */
export async function insertConferencePatron(db: DbOrTx, conferenceId: string, patronId: string): Promise<void> {
  await db.insert(conferencePatrons).values({ conferenceId, patronId }).onConflictDoNothing();
}

export async function deleteConferencePatron(db: DbOrTx, conferenceId: string, patronId: string): Promise<void> {
  await db.delete(conferencePatrons).where(and(eq(conferencePatrons.conferenceId, conferenceId), eq(conferencePatrons.patronId, patronId)));
}

/** The conference's partners, in the order they were added. */
export async function listConferencePatronIds(db: DbOrTx, conferenceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conferencePatrons.patronId })
    .from(conferencePatrons)
    .where(eq(conferencePatrons.conferenceId, conferenceId))
    .orderBy(asc(conferencePatrons.createdAt), asc(conferencePatrons.patronId));
  return rows.map((row) => row.id);
}
