import type { Conference, ConferenceList, ConferenceListQuery, ConferencePassInput, CreateConferenceBody, UpdateConferenceBody } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { DomainError } from '../../core/domain-error';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { RequestAuth } from '../../http/plugins/auth';
import { invalidConference } from './conferences.errors';
import { canManageConference, requireConferenceManager, requireStaff, requireVisibleConference } from './conferences.policy';
import {
  deletePasses,
  existingUserIds,
  findConference,
  insertConference,
  insertPass,
  listConferenceIdsOrganizedBy,
  listConferences as listConferenceRows,
  listOrganizerIds,
  listPasses,
  lockConference,
  replaceOrganizers,
  updateConference,
  updatePass,
  type ConferenceChanges,
  type ConferencePassRow,
  type ConferenceRow,
} from './conferences.repo';
import { toConference } from './conferences.views';

export interface ReachedConference {
  conference: ConferenceRow;
  organizerIds: string[];
}

/** The conference as the caller may see it (by id or slug): 404 when unpublished and not theirs to prepare. */
export async function visibleConference(db: DbOrTx, viewer: RequestAuth | null, ref: string): Promise<ReachedConference> {
  const conference = await findConference(db, ref);
  if (!conference) throw new DomainError('NOT_FOUND', 'Conference not found');
  const organizerIds = (await listOrganizerIds(db, [conference.id])).get(conference.id) ?? [];
  requireVisibleConference(viewer, conference, organizerIds);
  return { conference, organizerIds };
}

/** The conference as one of its managers reaches it; in a transaction, it is locked first. */
export async function managedConference(db: DbOrTx, viewer: RequestAuth, ref: string, what: string, lock = false): Promise<ReachedConference> {
  const reached = await visibleConference(db, viewer, ref);
  requireConferenceManager(viewer, reached.organizerIds, what);
  if (lock) await lockConference(db, reached.conference.id);
  return reached;
}

async function conferenceView(db: DbOrTx, viewer: RequestAuth | null, conference: ConferenceRow, organizerIds: readonly string[]): Promise<Conference> {
  return toConference(conference, await listPasses(db, [conference.id]), organizerIds, canManageConference(viewer, organizerIds));
}

export async function getConference(db: Db, viewer: RequestAuth | null, ref: string): Promise<Conference> {
  const { conference, organizerIds } = await visibleConference(db, viewer, ref);
  return conferenceView(db, viewer, conference, organizerIds);
}

/** Published conferences; managed=true: those the caller may change, published or not. */
export async function listConferences(db: Db, viewer: RequestAuth | null, query: ConferenceListQuery): Promise<ConferenceList> {
  const managed = query.managed === 'true';
  if (managed && !viewer) return { data: [] };
  const ids = managed && viewer && !viewer.isAdmin ? await listConferenceIdsOrganizedBy(db, viewer.userId) : undefined;
  const rows = (await listConferenceRows(db, { domain: query.domain, ids })).filter((row) => managed || row.published);
  const [passes, organizers] = await Promise.all([listPasses(db, rows.map((r) => r.id)), listOrganizerIds(db, rows.map((r) => r.id))]);
  return {
    data: rows.map((row) => {
      const organizerIds = organizers.get(row.id) ?? [];
      return toConference(
        row,
        passes.filter((p) => p.conferenceId === row.id),
        organizerIds,
        canManageConference(viewer, organizerIds),
      );
    }),
  };
}

function conferenceChanges(body: UpdateConferenceBody): ConferenceChanges {
  const { passes: _passes, organizerIds: _organizers, branding, startsAt, endsAt, ...fields } = body;
  return {
    ...fields,
    ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
    ...(endsAt === undefined ? {} : { endsAt: new Date(endsAt) }),
    ...(branding ?? {}),
  };
}

/** Slug and domain are unique: a taken one is a 400 on its field, whether found first or by the constraint. */
async function withUniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    const detail = String((error as { cause?: { detail?: string } }).cause?.detail ?? (error as Error).message ?? '');
    if (detail.includes('domain')) throw invalidConference('body.domain', 'Another conference is served on this host name');
    throw invalidConference('body.slug', 'Another conference has this address');
  }
}

async function assertUnique(db: DbOrTx, body: { slug?: string; domain?: string | null }, selfId: string | null): Promise<void> {
  if (body.slug) {
    const other = await findConference(db, body.slug);
    if (other && other.id !== selfId) throw invalidConference('body.slug', 'Another conference has this address');
  }
  if (body.domain) {
    const [other] = await listConferenceRows(db, { domain: body.domain });
    if (other && other.id !== selfId) throw invalidConference('body.domain', 'Another conference is served on this host name');
  }
}

async function assertUsers(db: DbOrTx, ids: readonly string[]): Promise<void> {
  const existing = await existingUserIds(db, ids);
  const missing = ids.findIndex((id) => !existing.has(id));
  if (missing >= 0) throw invalidConference(`body.organizerIds.${missing}`, 'No such user');
}

/**
 * Makes the passes exactly the list given: known ids are changed, new ones added, those left out
 * removed. A pass never drops below what it sold, and one with sales is never removed.
 */
async function savePasses(tx: DbOrTx, conferenceId: string, current: readonly ConferencePassRow[], passes: readonly ConferencePassInput[]): Promise<void> {
  const byId = new Map(current.map((pass) => [pass.id, pass]));
  for (const [i, pass] of passes.entries()) {
    if (pass.id === undefined) continue;
    const existing = byId.get(pass.id);
    if (!existing) throw invalidConference(`body.passes.${i}.id`, 'Not a pass of this conference');
    if (pass.quantity < existing.sold) throw invalidConference(`body.passes.${i}.quantity`, `${existing.sold} tickets of ${existing.name} are sold: at least ${existing.sold}`);
  }
  const kept = new Set(passes.flatMap((pass) => (pass.id ? [pass.id] : [])));
  const removed = current.filter((pass) => !kept.has(pass.id));
  const sold = removed.find((pass) => pass.sold > 0);
  if (sold) throw invalidConference('body.passes', `${sold.name} has sold tickets: it cannot be removed`);
  await deletePasses(
    tx,
    removed.map((pass) => pass.id),
  );
  for (const [position, pass] of passes.entries()) {
    const values = {
      name: pass.name,
      description: pass.description,
      priceCents: pass.priceCents,
      quantity: pass.quantity,
      saleStartsAt: pass.saleStartsAt === null ? null : new Date(pass.saleStartsAt),
      saleEndsAt: pass.saleEndsAt === null ? null : new Date(pass.saleEndsAt),
      position,
    };
    if (pass.id) await updatePass(tx, pass.id, values);
    else await insertPass(tx, { ...values, conferenceId });
  }
}

/** Staff create a conference, with its passes and organizers. */
export async function createConference(db: Db, viewer: RequestAuth, body: CreateConferenceBody): Promise<Conference> {
  requireStaff(viewer, 'create a conference');
  const created = await withUniqueFields(() =>
    withTransaction(db, async (tx) => {
      await assertUnique(tx, body, null);
      await assertUsers(tx, body.organizerIds ?? []);
      const conference = await insertConference(tx, { ...(conferenceChanges(body) as Required<Pick<ConferenceChanges, 'slug' | 'name' | 'startsAt' | 'endsAt' | 'timezone'>>), createdById: viewer.userId });
      await replaceOrganizers(tx, conference.id, body.organizerIds ?? []);
      await savePasses(tx, conference.id, [], body.passes ?? []);
      return conference;
    }),
  );
  return getConference(db, viewer, created.id);
}

/** Staff and organizers change the conference and its passes; only staff choose its organizers. */
export async function changeConference(db: Db, viewer: RequestAuth, ref: string, body: UpdateConferenceBody): Promise<Conference> {
  const id = await withUniqueFields(() =>
    withTransaction(db, async (tx) => {
      const { conference } = await managedConference(tx, viewer, ref, 'change it', true);
      if (body.organizerIds !== undefined) requireStaff(viewer, 'choose the organizers');
      const startsAt = body.startsAt ?? conference.startsAt.getTime();
      const endsAt = body.endsAt ?? conference.endsAt.getTime();
      if (endsAt <= startsAt) throw invalidConference('body.endsAt', 'The conference ends after it starts');
      await assertUnique(tx, body, conference.id);
      await updateConference(tx, conference.id, conferenceChanges(body));
      if (body.organizerIds !== undefined) {
        await assertUsers(tx, body.organizerIds);
        await replaceOrganizers(tx, conference.id, body.organizerIds);
      }
      if (body.passes !== undefined) await savePasses(tx, conference.id, await listPasses(tx, [conference.id]), body.passes);
      return conference.id;
    }),
  );
  return getConference(db, viewer, id);
}
