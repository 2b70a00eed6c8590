import type { CreateSpeakerBody, Speaker, UpdateSpeakerBody } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { conferencesError, invalidConference } from './conferences.errors';
import { canManageConference, canManageEveryConference, requireSpeakerManager, requireVisibleSpeaker } from './conferences.policy';
import {
  attachSpeakers,
  deleteSpeaker,
  detachSpeaker,
  findSpeaker,
  findSpeakers,
  insertSpeaker,
  listConferences,
  listOrganizerIds,
  listSpeakerConferenceIds,
  listSpeakers as listSpeakerRows,
  updateSpeaker,
  type SpeakerRow,
} from './conferences.repo';
import { managedConference, visibleConference } from './conferences.service';
import { toSpeaker } from './conferences.views';

/** The conferences the caller sees: published ones, and those they prepare (staff: every one). */
async function conferenceAccess(db: DbOrTx, viewer: Caller | null): Promise<{ visible: Set<string>; managed: Set<string> }> {
  const rows = await listConferences(db, {});
  const organizers = await listOrganizerIds(
    db,
    rows.map((r) => r.id),
  );
  const managed = new Set(rows.filter((r) => canManageConference(viewer, organizers.get(r.id) ?? [])).map((r) => r.id));
  return { visible: new Set(rows.filter((r) => r.published || managed.has(r.id)).map((r) => r.id)), managed };
}

async function speakerViews(db: DbOrTx, rows: readonly SpeakerRow[]): Promise<Speaker[]> {
  const conferenceIds = await listSpeakerConferenceIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSpeaker(row, conferenceIds.get(row.id) ?? []));
}

/**
 * Speakers of a conference, or (no conference named) every speaker the caller may see: staff see
 * the whole speakers CRM, others the speakers of the conferences they see.
 */
export async function listSpeakers(db: Db, viewer: Caller | null, query: { conferenceId?: string; q?: string }): Promise<{ data: Speaker[] }> {
  if (query.conferenceId) await visibleConference(db, viewer, query.conferenceId);
  const speakers = await speakerViews(db, await listSpeakerRows(db, query));
  if (query.conferenceId || canManageEveryConference(viewer)) return { data: speakers };
  const { visible } = await conferenceAccess(db, viewer);
  return { data: speakers.filter((s) => s.conferenceIds.some((id) => visible.has(id))) };
}

/** A speaker the caller may see; 404 for one only in conferences they do not see. */
export async function getSpeaker(db: Db, viewer: Caller | null, id: string): Promise<Speaker> {
  const row = await findSpeaker(db, id);
  const [speaker] = row ? await speakerViews(db, [row]) : [];
  if (!speaker) throw conferencesError('NOT_FOUND', 'Speaker not found');
  if (canManageEveryConference(viewer)) return speaker;
  requireVisibleSpeaker(speaker.conferenceIds, (await conferenceAccess(db, viewer)).visible);
  return speaker;
}

/** A speaker staff may change, or an organizer of one of the conferences they speak at. */
async function managedSpeaker(db: DbOrTx, viewer: Caller, id: string): Promise<SpeakerRow> {
  const row = await findSpeaker(db, id);
  if (!row) throw conferencesError('NOT_FOUND', 'Speaker not found');
  if (canManageEveryConference(viewer)) return row;
  const conferenceIds = (await listSpeakerConferenceIds(db, [id])).get(id) ?? [];
  const { visible, managed } = await conferenceAccess(db, viewer);
  requireVisibleSpeaker(conferenceIds, visible);
  requireSpeakerManager(viewer, conferenceIds, managed);
  return row;
}

/** Staff add a speaker; an organizer adds one to their conference (conferenceId). */
export async function createSpeaker(db: Db, viewer: Caller, body: CreateSpeakerBody): Promise<Speaker> {
  const { conferenceId, ...fields } = body;
  if (conferenceId) await managedConference(db, viewer, conferenceId, 'add speakers');
  else if (!canManageEveryConference(viewer)) throw invalidConference('body.conferenceId', 'Name the conference the speaker joins');
  const row = await withTransaction(db, async (tx) => {
    const speaker = await insertSpeaker(tx, { ...fields, createdById: viewer.userId });
    if (conferenceId) await attachSpeakers(tx, conferenceId, [speaker.id]);
    return speaker;
  });
  return (await speakerViews(db, [row]))[0]!;
}

export async function changeSpeaker(db: Db, viewer: Caller, id: string, body: UpdateSpeakerBody): Promise<Speaker> {
  await managedSpeaker(db, viewer, id);
  await updateSpeaker(db, id, body);
  return (await speakerViews(db, [(await findSpeaker(db, id))!]))[0]!;
}

export async function removeSpeaker(db: Db, viewer: Caller, id: string): Promise<void> {
  await managedSpeaker(db, viewer, id);
  await deleteSpeaker(db, id);
}

/** PATCH /conferences/{id}/speakers: the organizers attach existing speakers. */
export async function attachConferenceSpeakers(db: Db, viewer: Caller, ref: string, speakerIds: readonly string[]): Promise<{ data: Speaker[] }> {
  const { conference } = await managedConference(db, viewer, ref, 'choose its speakers');
  const found = new Set((await findSpeakers(db, speakerIds)).map((s) => s.id));
  const missing = speakerIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidConference(`body.speakerIds.${missing}`, 'No such speaker');
  await attachSpeakers(db, conference.id, speakerIds);
  return listSpeakers(db, viewer, { conferenceId: conference.id });
}

/** DELETE /conferences/{id}/speakers: the speaker leaves the conference and its sessions. */
export async function detachConferenceSpeaker(db: Db, viewer: Caller, ref: string, speakerId: string): Promise<{ data: Speaker[] }> {
  const { conference } = await managedConference(db, viewer, ref, 'choose its speakers');
  await withTransaction(db, (tx) => detachSpeaker(tx, conference.id, speakerId));
  return listSpeakers(db, viewer, { conferenceId: conference.id });
}
