import type { Conference, ConferenceList, ConferenceListQuery, ConferencePassInput, CreateConferenceBody, UpdateConferenceBody } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { ReservedHosts } from '../../core/platform-hosts';
import type { Caller } from '../../core/caller';
import { conferencesError, domainRefused, invalidConference } from './conferences.errors';
import {
  canManageConference,
  canManageEveryConference,
  domainChangeBy,
  requireConferenceManager,
  requireStaff,
  requireVisibleConference,
} from './conferences.policy';
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
export async function visibleConference(db: DbOrTx, viewer: Caller | null, ref: string): Promise<ReachedConference> {
  const conference = await findConference(db, ref);
  if (!conference) throw conferencesError('NOT_FOUND', 'Conference not found');
  const organizerIds = (await listOrganizerIds(db, [conference.id])).get(conference.id) ?? [];
  requireVisibleConference(viewer, conference, organizerIds);
  return { conference, organizerIds };
}

/** The conference as one of its managers reaches it; in a transaction, it is locked first. */
export async function managedConference(db: DbOrTx, viewer: Caller, ref: string, what: string, lock = false): Promise<ReachedConference> {
  const reached = await visibleConference(db, viewer, ref);
  requireConferenceManager(viewer, reached.organizerIds, what);
  if (lock) await lockConference(db, reached.conference.id);
  return reached;
}

async function conferenceView(db: DbOrTx, viewer: Caller | null, conference: ConferenceRow, organizerIds: readonly string[]): Promise<Conference> {
  return toConference(conference, await listPasses(db, [conference.id]), organizerIds, canManageConference(viewer, organizerIds));
}

export async function getConference(db: Db, viewer: Caller | null, ref: string): Promise<Conference> {
  const { conference, organizerIds } = await visibleConference(db, viewer, ref);
  return conferenceView(db, viewer, conference, organizerIds);
}

/** Published conferences; managed=true: those the caller may change, published or not. */
export async function listConferences(db: Db, viewer: Caller | null, query: ConferenceListQuery): Promise<ConferenceList> {
  const managed = query.managed === 'true';
  if (managed && !viewer) return { data: [] };
  const ids = managed && viewer && !canManageEveryConference(viewer) ? await listConferenceIdsOrganizedBy(db, viewer.userId) : undefined;
  const rows = (await listConferenceRows(db, { domain: query.domain, ids })).filter((row) => managed || row.published);
  const [passes, organizers] = await Promise.all([
    listPasses(
      db,
      rows.map((r) => r.id),
    ),
    listOrganizerIds(
      db,
      rows.map((r) => r.id),
    ),
  ]);
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
  // The domain is not a plain field: who sends it decides what it does (domainChanges).
  const { passes: _passes, organizerIds: _organizers, domain: _domain, branding, startsAt, endsAt, ...fields } = body;
  return {
    ...fields,
    ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
    ...(endsAt === undefined ? {} : { endsAt: new Date(endsAt) }),
    ...(branding ?? {}),
  };
}

const DOMAIN_TAKEN = 'Another conference is served on this host name';

/**
 * Slug and domain are unique: a taken slug is a 400 on its field, a taken domain a 409 on its
 * field, whether found first or by the constraint (two saves of the same domain at once).
 */
async function withUniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    const detail = String((error as { cause?: { detail?: string } }).cause?.detail ?? (error as Error).message ?? '');
    if (detail.includes('domain')) throw domainRefused('CONFERENCE_DOMAIN_TAKEN', DOMAIN_TAKEN);
    throw invalidConference('body.slug', 'Another conference has this address');
  }
}

async function assertSlugFree(db: DbOrTx, slug: string | undefined, selfId: string | null): Promise<void> {
  if (!slug) return;
  const other = await findConference(db, slug);
  if (other && other.id !== selfId) throw invalidConference('body.slug', 'Another conference has this address');
}

/** A domain a conference may have (or ask for): not one of the platform's own, not another conference's. */
async function assertDomainFree(db: DbOrTx, domain: string, self: ConferenceRow | null, reserved: ReservedHosts): Promise<void> {
  const configured = reserved.configuredConference;
  const otherConferencesHost = configured !== null && domain === configured.host && configured.ref !== self?.id && configured.ref !== self?.slug;
  if (reserved.platform.includes(domain) || otherConferencesHost)
    throw domainRefused('CONFERENCE_DOMAIN_RESERVED', 'This is the platform’s own address: a conference cannot be served on it');
  const [other] = await listConferenceRows(db, { domain });
  if (other && other.id !== self?.id) throw domainRefused('CONFERENCE_DOMAIN_TAKEN', DOMAIN_TAKEN);
}

/**
 * What the `domain` of a change stores. Staff set it, which settles any request (unless they only
 * saved the domain it already had); an organizer's new domain waits in requestedDomain for staff.
 */
async function domainChanges(
  tx: DbOrTx,
  viewer: Caller,
  conference: ConferenceRow,
  wanted: string | null | undefined,
  reserved: ReservedHosts,
): Promise<ConferenceChanges> {
  if (wanted === undefined) return {};
  const change = domainChangeBy(viewer, conference, wanted);
  if (change === 'UNCHANGED') return {};
  if (wanted !== null) await assertDomainFree(tx, wanted, conference, reserved);
  if (change === 'REQUEST') return { requestedDomain: wanted };
  const settlesRequest = wanted !== conference.domain || wanted === conference.requestedDomain;
  return { domain: wanted, ...(settlesRequest ? { requestedDomain: null } : {}) };
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
    if (pass.quantity < existing.sold)
      throw invalidConference(`body.passes.${i}.quantity`, `${existing.sold} tickets of ${existing.name} are sold: at least ${existing.sold}`);
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
export async function createConference(db: Db, viewer: Caller, body: CreateConferenceBody, reserved: ReservedHosts): Promise<Conference> {
  requireStaff(viewer, 'create a conference');
  const created = await withUniqueFields(() =>
    withTransaction(db, async (tx) => {
      await assertSlugFree(tx, body.slug, null);
      if (body.domain) await assertDomainFree(tx, body.domain, null, reserved);
      await assertUsers(tx, body.organizerIds ?? []);
      const fields = conferenceChanges(body) as Required<Pick<ConferenceChanges, 'slug' | 'name' | 'startsAt' | 'endsAt' | 'timezone'>>;
      const conference = await insertConference(tx, { ...fields, domain: body.domain ?? null, createdById: viewer.userId });
      await replaceOrganizers(tx, conference.id, body.organizerIds ?? []);
      await savePasses(tx, conference.id, [], body.passes ?? []);
      return conference;
    }),
  );
  return getConference(db, viewer, created.id);
}

/** Staff and organizers change the conference and its passes; only staff choose its organizers. */
export async function changeConference(db: Db, viewer: Caller, ref: string, body: UpdateConferenceBody, reserved: ReservedHosts): Promise<Conference> {
  const id = await withUniqueFields(() =>
    withTransaction(db, async (tx) => {
      const { conference } = await managedConference(tx, viewer, ref, 'change it', true);
      if (body.organizerIds !== undefined) requireStaff(viewer, 'choose the organizers');
      const startsAt = body.startsAt ?? conference.startsAt.getTime();
      const endsAt = body.endsAt ?? conference.endsAt.getTime();
      if (endsAt <= startsAt) throw invalidConference('body.endsAt', 'The conference ends after it starts');
      await assertSlugFree(tx, body.slug, conference.id);
      await updateConference(tx, conference.id, { ...conferenceChanges(body), ...(await domainChanges(tx, viewer, conference, body.domain, reserved)) });
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

/** Staff approve the domain an organizer asked for (it is served from then on) or reject it. */
export async function decideDomainRequest(db: Db, viewer: Caller, ref: string, approve: boolean, reserved: ReservedHosts): Promise<Conference> {
  const id = await withUniqueFields(() =>
    withTransaction(db, async (tx) => {
      const { conference } = await visibleConference(tx, viewer, ref);
      requireStaff(viewer, 'approve a conference’s domain');
      const locked = (await lockConference(tx, conference.id)) ?? conference;
      const requested = locked.requestedDomain;
      if (!requested) throw conferencesError('NO_DOMAIN_REQUEST', 'No domain is waiting for approval');
      if (approve) await assertDomainFree(tx, requested, locked, reserved);
      await updateConference(tx, locked.id, approve ? { domain: requested, requestedDomain: null } : { requestedDomain: null });
      return locked.id;
    }),
  );
  return getConference(db, viewer, id);
}
