import { describeAgendaClash, findAgendaClash, type AgendaSlot, type ConferenceSession, type CreateSessionBody, type UpdateSessionBody } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { conferencesError, invalidConference } from './conferences.errors';
import {
  attachSpeakers,
  deleteSession,
  findSession,
  findSpeakers,
  insertSession,
  listSessions as listSessionRows,
  listSessionSpeakers,
  setSessionSpeakers,
  updateSession,
  type ConferenceRow,
  type ConferenceSessionRow,
} from './conferences.repo';
import { managedConference, visibleConference } from './conferences.service';
import { toSession } from './conferences.views';

export async function sessionViews(db: DbOrTx, rows: readonly ConferenceSessionRow[]): Promise<ConferenceSession[]> {
  const speakers = await listSessionSpeakers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toSession(
      row,
      speakers.filter((s) => s.sessionId === row.id),
    ),
  );
}

/** The agenda of a conference the caller sees, by start time. */
export async function listSessions(db: Db, viewer: Caller | null, conferenceRef: string): Promise<{ data: ConferenceSession[] }> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  return { data: await sessionViews(db, await listSessionRows(db, conference.id)) };
}

export async function getSession(db: Db, viewer: Caller | null, id: string): Promise<ConferenceSession> {
  const row = await findSession(db, id);
  if (!row) throw conferencesError('NOT_FOUND', 'Session not found');
  await visibleConference(db, viewer, row.conferenceId);
  return (await sessionViews(db, [row]))[0]!;
}

/** A session the caller may change, with its conference locked (every agenda change takes the same lock, so two never clash unseen). */
async function managedSession(tx: DbOrTx, viewer: Caller, id: string): Promise<{ session: ConferenceSessionRow; conference: ConferenceRow }> {
  const session = await findSession(tx, id);
  if (!session) throw conferencesError('NOT_FOUND', 'Session not found');
  const { conference } = await managedConference(tx, viewer, session.conferenceId, 'change its agenda', true);
  return { session, conference };
}

async function assertSpeakers(tx: DbOrTx, speakerIds: readonly string[]): Promise<void> {
  const found = new Set((await findSpeakers(tx, speakerIds)).map((s) => s.id));
  const missing = speakerIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidConference(`body.speakerIds.${missing}`, 'No such speaker');
}

function assertWithinConference(conference: ConferenceRow, startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw invalidConference('body.endsAt', 'The session ends after it starts');
  if (startsAt < conference.startsAt || endsAt > conference.endsAt)
    throw invalidConference('body.startsAt', 'The session must take place during the conference');
}

/** Refuses the change when the agenda would put a room or a speaker in two sessions at once, naming both. */
async function assertNoClash(tx: DbOrTx, conferenceId: string, sessionId: string): Promise<void> {
  const sessions = await sessionViews(tx, await listSessionRows(tx, conferenceId));
  const slots: AgendaSlot[] = sessions.map((s) => ({ id: s.id, title: s.title, room: s.room, startsAt: s.startsAt, endsAt: s.endsAt, speakers: s.speakers }));
  const clash = findAgendaClash(slots, sessionId);
  if (!clash) return;
  const message = describeAgendaClash(clash);
  throw conferencesError('AGENDA_CLASH', message, { fieldErrors: [{ field: clash.kind === 'room' ? 'body.room' : 'body.speakerIds', message }] });
}

export async function createSession(db: Db, viewer: Caller, body: CreateSessionBody): Promise<ConferenceSession> {
  const { conferenceId, speakerIds = [], startsAt, endsAt, ...fields } = body;
  const created = await withTransaction(db, async (tx) => {
    const { conference } = await managedConference(tx, viewer, conferenceId, 'change its agenda', true);
    assertWithinConference(conference, new Date(startsAt), new Date(endsAt));
    await assertSpeakers(tx, speakerIds);
    const session = await insertSession(tx, { ...fields, conferenceId: conference.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    await attachSpeakers(tx, conference.id, speakerIds);
    await setSessionSpeakers(tx, session.id, speakerIds);
    await assertNoClash(tx, conference.id, session.id);
    return session;
  });
  return getSession(db, viewer, created.id);
}

export async function changeSession(db: Db, viewer: Caller, id: string, body: UpdateSessionBody): Promise<ConferenceSession> {
  const { speakerIds, startsAt, endsAt, ...fields } = body;
  await withTransaction(db, async (tx) => {
    const { session, conference } = await managedSession(tx, viewer, id);
    const start = startsAt === undefined ? session.startsAt : new Date(startsAt);
    const end = endsAt === undefined ? session.endsAt : new Date(endsAt);
    assertWithinConference(conference, start, end);
    await updateSession(tx, id, { ...fields, startsAt: start, endsAt: end });
    if (speakerIds !== undefined) {
      await assertSpeakers(tx, speakerIds);
      await attachSpeakers(tx, conference.id, speakerIds);
      await setSessionSpeakers(tx, id, speakerIds);
    }
    await assertNoClash(tx, conference.id, id);
  });
  return getSession(db, viewer, id);
}

export async function removeSession(db: Db, viewer: Caller, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await managedSession(tx, viewer, id);
    await deleteSession(tx, id);
  });
}
