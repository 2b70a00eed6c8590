import {
  autoFillTables,
  BadgeSettings,
  getDisplayName,
  getHeadline,
  getShortName,
  type BadgeAttendee,
  type CreateTableBody,
  type MyTable,
  type SeatedGuest,
  type SeatGuestsBody,
  type SocialTable,
  type TablePlan,
  type UpdateTableBody,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findVisibleSocial, type SocialWithHosts } from '../socials';
import { findUserById } from '../users';
import {
  deleteTable,
  findBadgeSettings,
  findSeatOf,
  findTable,
  insertTable,
  listGoingGuests,
  listGuestsAtTable,
  listTables,
  listUnseatedGuestIds,
  lockTables,
  saveBadgeSettings,
  seatGuests,
  unseatGuests,
  updateTable,
  type GuestRow,
  type SocialTableRow,
} from './tables.repo';
import { requireTableGrouping } from './tables.policy';
import { tablesError } from './tables.errors';

const invalid = (field: string, message: string) => tablesError('TABLE_INVALID', message, { fieldErrors: [{ field, message }] });

/** The social as a table planner may reach it: a host (or staff) of a social whose owner has TABLE_GROUPING. */
async function plannedSocial(db: DbOrTx, viewer: Caller, socialId: string): Promise<SocialWithHosts> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const owner = await findUserById(db, social.ownerId);
  requireTableGrouping(viewer, social, owner?.hostFeatures ?? []);
  return social;
}

/** The table and its social, as a planner may reach them. */
async function plannedTable(db: DbOrTx, viewer: Caller, tableId: string): Promise<SocialTableRow> {
  const table = await findTable(db, tableId);
  if (!table) throw tablesError('NOT_FOUND', 'Table not found');
  await plannedSocial(db, viewer, table.socialId);
  return table;
}

function toSeatedGuest(row: GuestRow): SeatedGuest {
  return { rsvpId: row.rsvpId, userId: row.userId, name: getDisplayName(row) || 'Guest', headline: getHeadline(row) };
}

async function tablePlan(db: DbOrTx, socialId: string): Promise<TablePlan> {
  const [tables, guests] = await Promise.all([listTables(db, socialId), listGoingGuests(db, socialId)]);
  const byTable = new Map<string, SeatedGuest[]>();
  const unseated: SeatedGuest[] = [];
  for (const guest of guests) {
    if (guest.tableId) byTable.set(guest.tableId, [...(byTable.get(guest.tableId) ?? []), toSeatedGuest(guest)]);
    else unseated.push(toSeatedGuest(guest));
  }
  return {
    tables: tables.map(
      (table): SocialTable => ({ id: table.id, name: table.name, capacity: table.capacity, position: table.position, guests: byTable.get(table.id) ?? [] }),
    ),
    unseated,
  };
}

export async function getTablePlan(db: Db, viewer: Caller, socialId: string): Promise<TablePlan> {
  await plannedSocial(db, viewer, socialId);
  return tablePlan(db, socialId);
}

export async function createTable(db: Db, viewer: Caller, socialId: string, body: CreateTableBody): Promise<TablePlan> {
  await plannedSocial(db, viewer, socialId);
  const position = (await listTables(db, socialId)).length;
  await insertTable(db, { socialId, name: body.name, capacity: body.capacity, position });
  return tablePlan(db, socialId);
}

export async function changeTable(db: Db, viewer: Caller, tableId: string, body: UpdateTableBody): Promise<TablePlan> {
  const table = await plannedTable(db, viewer, tableId);
  if (body.capacity != null) {
    const seated = (await listGuestsAtTable(db, tableId)).length;
    if (seated > body.capacity) throw invalid('body.capacity', `${seated} guests sit at ${table.name}: move some before making it smaller`);
  }
  await updateTable(db, tableId, body);
  return tablePlan(db, table.socialId);
}

export async function removeTable(db: Db, viewer: Caller, tableId: string): Promise<TablePlan> {
  const table = await plannedTable(db, viewer, tableId);
  await deleteTable(db, tableId);
  return tablePlan(db, table.socialId);
}

/**
 * Seats guests (tableId null stands them up) or fills the tables with every unseated guest, in one
 * transaction that holds the social's table plan, so two hosts seating at once never overfill a table.
 */
export async function seatAtTables(db: Db, viewer: Caller, socialId: string, body: SeatGuestsBody): Promise<TablePlan> {
  await plannedSocial(db, viewer, socialId);
  return withTransaction(db, async (tx) => {
    const tables = await lockTables(tx, socialId);
    const guests = await listGoingGuests(tx, socialId);
    const seatedAt = new Map(guests.map((guest) => [guest.rsvpId, guest.tableId]));
    if (body.autoFill) {
      const counts = countSeated(guests);
      const seats = autoFillTables(
        tables.map((t) => ({ id: t.id, capacity: t.capacity, seated: counts.get(t.id) ?? 0 })),
        await listUnseatedGuestIds(tx, socialId),
      );
      await seatGuests(
        tx,
        seats.map((s) => ({ rsvpId: s.guestId, tableId: s.tableId })),
      );
      return tablePlan(tx, socialId);
    }
    const tableIds = new Set(tables.map((t) => t.id));
    const assignments = body.assignments ?? [];
    for (const [i, { rsvpId, tableId }] of assignments.entries()) {
      if (!seatedAt.has(rsvpId)) throw invalid(`body.assignments.${i}.rsvpId`, 'Only guests who are going can be seated');
      if (tableId !== null && !tableIds.has(tableId)) throw invalid(`body.assignments.${i}.tableId`, 'Pick a table of this social');
    }
    for (const { rsvpId, tableId } of assignments) seatedAt.set(rsvpId, tableId);
    const counts = new Map<string, number>();
    for (const tableId of seatedAt.values()) if (tableId) counts.set(tableId, (counts.get(tableId) ?? 0) + 1);
    const over = tables.find((t) => t.capacity !== null && (counts.get(t.id) ?? 0) > t.capacity);
    if (over) throw tablesError('TABLE_FULL', `${over.name} has ${over.capacity} seats: that would seat ${counts.get(over.id)}`);
    await unseatGuests(
      tx,
      assignments.filter((a) => a.tableId === null).map((a) => a.rsvpId),
    );
    await seatGuests(
      tx,
      assignments.filter((a): a is { rsvpId: string; tableId: string } => a.tableId !== null),
    );
    return tablePlan(tx, socialId);
  });
}

function countSeated(guests: readonly GuestRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const guest of guests) if (guest.tableId) counts.set(guest.tableId, (counts.get(guest.tableId) ?? 0) + 1);
  return counts;
}

/** The caller's table at the social and who else sits there (first names), for their ticket. */
export async function getMyTable(db: Db, viewer: Caller, socialId: string): Promise<MyTable> {
  await findVisibleSocial(db, viewer, socialId);
  const seat = await findSeatOf(db, socialId, viewer.userId);
  if (!seat?.table) return { table: null, tablemates: [] };
  const mates = await listGuestsAtTable(db, seat.table.id);
  return { table: { id: seat.table.id, name: seat.table.name }, tablemates: mates.filter((m) => m.rsvpId !== seat.rsvpId).map((m) => getShortName(m)) };
}

export async function getBadgeSettings(db: Db, viewer: Caller, socialId: string): Promise<BadgeSettings> {
  await plannedSocial(db, viewer, socialId);
  return (await findBadgeSettings(db, socialId)) ?? BadgeSettings.parse({});
}

export async function setBadgeSettings(db: Db, viewer: Caller, socialId: string, settings: BadgeSettings): Promise<BadgeSettings> {
  await plannedSocial(db, viewer, socialId);
  await saveBadgeSettings(db, socialId, settings);
  return settings;
}

/** The going guests as their badges show them (rsvpIds: only these). */
export async function listBadgeAttendees(
  db: Db,
  viewer: Caller,
  socialId: string,
  rsvpIds: readonly string[] = [],
): Promise<{ social: SocialWithHosts; settings: BadgeSettings; attendees: BadgeAttendee[] }> {
  const social = await plannedSocial(db, viewer, socialId);
  const [settings, tables, guests] = await Promise.all([findBadgeSettings(db, socialId), listTables(db, socialId), listGoingGuests(db, socialId, rsvpIds)]);
  const tableNames = new Map(tables.map((t) => [t.id, t.name]));
  return {
    social,
    settings: settings ?? BadgeSettings.parse({}),
    attendees: guests.map((g) => ({
      rsvpId: g.rsvpId,
      name: getDisplayName(g) || 'Guest',
      headline: getHeadline(g),
      table: g.tableId ? (tableNames.get(g.tableId) ?? null) : null,
    })),
  };
}
