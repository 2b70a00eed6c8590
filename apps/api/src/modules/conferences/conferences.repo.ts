import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  conferenceOrganizers,
  conferencePasses,
  conferences,
  conferenceSessions,
  conferenceSpeakers,
  sessionSpeakers,
  speakers,
  users,
  type ConferencePassRow,
  type ConferenceRow,
  type ConferenceSessionRow,
  type SpeakerRow,
} from '../../db/schema';

export type { ConferencePassRow, ConferenceRow, ConferenceSessionRow, SpeakerRow };
export type NewConference = typeof conferences.$inferInsert;
export type ConferenceChanges = Partial<Omit<NewConference, 'id' | 'createdAt' | 'createdById'>>;
export type NewSpeaker = typeof speakers.$inferInsert;
export type NewSession = typeof conferenceSessions.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conference by id or slug. */
export async function findConference(db: DbOrTx, ref: string): Promise<ConferenceRow | null> {
  const [row] = await db
    .select()
    .from(conferences)
    .where(UUID.test(ref) ? eq(conferences.id, ref) : eq(conferences.slug, ref.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The conference, locked until the transaction ends: every change to its passes or agenda takes this lock first. */
export async function lockConference(tx: DbOrTx, id: string): Promise<ConferenceRow | null> {
  const [row] = await tx.select().from(conferences).where(eq(conferences.id, id)).for('update');
  return row ?? null;
}

/** The published conference served on this host name (its `domain`, matched exactly), if any. */
export async function findPublishedConferenceByDomain(db: DbOrTx, domain: string): Promise<Pick<ConferenceRow, 'id' | 'slug'> | null> {
  const [row] = await db
    .select({ id: conferences.id, slug: conferences.slug })
    .from(conferences)
    .where(and(eq(conferences.domain, domain), eq(conferences.published, true)))
    .limit(1);
  return row ?? null;
}

export function listConferences(db: DbOrTx, filter: { domain?: string; ids?: readonly string[] }): Promise<ConferenceRow[]> {
  return db
    .select()
    .from(conferences)
    .where(
      and(
        filter.domain ? eq(conferences.domain, filter.domain) : undefined,
        filter.ids ? inArray(conferences.id, [...filter.ids, '00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .orderBy(asc(conferences.startsAt), asc(conferences.id));
}

export async function insertConference(db: DbOrTx, values: NewConference): Promise<ConferenceRow> {
  const [row] = await db.insert(conferences).values(values).returning();
  return row!;
}

export async function updateConference(db: DbOrTx, id: string, changes: ConferenceChanges): Promise<void> {
  await db
    .update(conferences)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(conferences.id, id));
}

export async function listOrganizerIds(db: DbOrTx, conferenceIds: readonly string[]): Promise<Map<string, string[]>> {
  const byConference = new Map<string, string[]>();
  if (conferenceIds.length === 0) return byConference;
  const rows = await db
    .select()
    .from(conferenceOrganizers)
    .where(inArray(conferenceOrganizers.conferenceId, [...conferenceIds]));
  for (const row of rows) byConference.set(row.conferenceId, [...(byConference.get(row.conferenceId) ?? []), row.userId]);
  return byConference;
}

export async function listConferenceIdsOrganizedBy(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: conferenceOrganizers.conferenceId }).from(conferenceOrganizers).where(eq(conferenceOrganizers.userId, userId));
  return rows.map((row) => row.id);
}

export async function replaceOrganizers(db: DbOrTx, conferenceId: string, userIds: readonly string[]): Promise<void> {
  await db.delete(conferenceOrganizers).where(eq(conferenceOrganizers.conferenceId, conferenceId));
  if (userIds.length > 0) await db.insert(conferenceOrganizers).values([...new Set(userIds)].map((userId) => ({ conferenceId, userId })));
}

export function listPasses(db: DbOrTx, conferenceIds: readonly string[]): Promise<ConferencePassRow[]> {
  if (conferenceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(conferencePasses)
    .where(inArray(conferencePasses.conferenceId, [...conferenceIds]))
    .orderBy(asc(conferencePasses.position), asc(conferencePasses.createdAt));
}

export async function insertPass(db: DbOrTx, values: typeof conferencePasses.$inferInsert): Promise<void> {
  await db.insert(conferencePasses).values(values);
}

export async function updatePass(db: DbOrTx, id: string, changes: Partial<typeof conferencePasses.$inferInsert>): Promise<void> {
  await db.update(conferencePasses).set(changes).where(eq(conferencePasses.id, id));
}

export async function deletePasses(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(conferencePasses).where(inArray(conferencePasses.id, [...ids]));
}

export async function findSpeaker(db: DbOrTx, id: string): Promise<SpeakerRow | null> {
  const [row] = await db.select().from(speakers).where(eq(speakers.id, id)).limit(1);
  return row ?? null;
}

export function findSpeakers(db: DbOrTx, ids: readonly string[]): Promise<SpeakerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(speakers)
    .where(inArray(speakers.id, [...ids]));
}

/** Speakers by name (a search) and conference, by name. */
export function listSpeakers(db: DbOrTx, filter: { conferenceId?: string; q?: string }): Promise<SpeakerRow[]> {
  const attached = filter.conferenceId
    ? sql`${speakers.id} IN (SELECT ${conferenceSpeakers.speakerId} FROM ${conferenceSpeakers} WHERE ${conferenceSpeakers.conferenceId} = ${filter.conferenceId})`
    : undefined;
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(speakers)
    .where(and(attached, like ? or(ilike(speakers.name, like), ilike(speakers.company, like)) : undefined))
    .orderBy(asc(speakers.name), asc(speakers.id))
    .limit(500);
}

export async function insertSpeaker(db: DbOrTx, values: NewSpeaker): Promise<SpeakerRow> {
  const [row] = await db.insert(speakers).values(values).returning();
  return row!;
}

export async function updateSpeaker(db: DbOrTx, id: string, changes: Partial<NewSpeaker>): Promise<void> {
  await db
    .update(speakers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(speakers.id, id));
}

export async function deleteSpeaker(db: DbOrTx, id: string): Promise<void> {
  await db.delete(speakers).where(eq(speakers.id, id));
}

/** The conferences each speaker is attached to. */
export async function listSpeakerConferenceIds(db: DbOrTx, speakerIds: readonly string[]): Promise<Map<string, string[]>> {
  const bySpeaker = new Map<string, string[]>();
  if (speakerIds.length === 0) return bySpeaker;
  const rows = await db
    .select()
    .from(conferenceSpeakers)
    .where(inArray(conferenceSpeakers.speakerId, [...speakerIds]));
  for (const row of rows) bySpeaker.set(row.speakerId, [...(bySpeaker.get(row.speakerId) ?? []), row.conferenceId]);
  return bySpeaker;
}

export async function attachSpeakers(db: DbOrTx, conferenceId: string, speakerIds: readonly string[]): Promise<void> {
  if (speakerIds.length === 0) return;
  await db
    .insert(conferenceSpeakers)
    .values([...new Set(speakerIds)].map((speakerId) => ({ conferenceId, speakerId })))
    .onConflictDoNothing();
}

/** Detaches the speaker from the conference and takes them off its sessions. */
export async function detachSpeaker(db: DbOrTx, conferenceId: string, speakerId: string): Promise<void> {
  await db.delete(conferenceSpeakers).where(and(eq(conferenceSpeakers.conferenceId, conferenceId), eq(conferenceSpeakers.speakerId, speakerId)));
  await db
    .delete(sessionSpeakers)
    .where(
      and(
        eq(sessionSpeakers.speakerId, speakerId),
        inArray(
          sessionSpeakers.sessionId,
          db.select({ id: conferenceSessions.id }).from(conferenceSessions).where(eq(conferenceSessions.conferenceId, conferenceId)),
        ),
      ),
    );
}

export async function findSession(db: DbOrTx, id: string): Promise<ConferenceSessionRow | null> {
  const [row] = await db.select().from(conferenceSessions).where(eq(conferenceSessions.id, id)).limit(1);
  return row ?? null;
}

export function listSessions(db: DbOrTx, conferenceId: string): Promise<ConferenceSessionRow[]> {
  return db
    .select()
    .from(conferenceSessions)
    .where(eq(conferenceSessions.conferenceId, conferenceId))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.room), asc(conferenceSessions.id));
}

export interface SessionSpeakerRow {
  sessionId: string;
  id: string;
  name: string;
  photoUrl: string | null;
}

export function listSessionSpeakers(db: DbOrTx, sessionIds: readonly string[]): Promise<SessionSpeakerRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ sessionId: sessionSpeakers.sessionId, id: speakers.id, name: speakers.name, photoUrl: speakers.photoUrl })
    .from(sessionSpeakers)
    .innerJoin(speakers, eq(speakers.id, sessionSpeakers.speakerId))
    .where(inArray(sessionSpeakers.sessionId, [...sessionIds]))
    .orderBy(asc(sessionSpeakers.position));
}

export async function insertSession(db: DbOrTx, values: NewSession): Promise<ConferenceSessionRow> {
  const [row] = await db.insert(conferenceSessions).values(values).returning();
  return row!;
}

export async function updateSession(db: DbOrTx, id: string, changes: Partial<NewSession>): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(conferenceSessions).set(changes).where(eq(conferenceSessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(conferenceSessions).where(eq(conferenceSessions.id, id));
}

export async function setSessionSpeakers(db: DbOrTx, sessionId: string, speakerIds: readonly string[]): Promise<void> {
  await db.delete(sessionSpeakers).where(eq(sessionSpeakers.sessionId, sessionId));
  const unique = [...new Set(speakerIds)];
  if (unique.length > 0) await db.insert(sessionSpeakers).values(unique.map((speakerId, position) => ({ sessionId, speakerId, position })));
}

/** Users that exist among these ids. */
export async function existingUserIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
