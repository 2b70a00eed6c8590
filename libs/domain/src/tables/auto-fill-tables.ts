export interface TableToFill {
  id: string;
  /** null: no limit. */
  capacity: number | null;
  seated: number;
}

/**
 * Seats each guest at the emptiest table that still has a seat (ties: the earlier table), so that
 * tables fill evenly and none goes over its capacity. Guests left over when every table is full
 * stay unseated (they are not in the result).
 */
export function autoFillTables(tables: readonly TableToFill[], guestIds: readonly string[]): { guestId: string; tableId: string }[] {
  const load = tables.map((table) => ({ ...table }));
  const seats: { guestId: string; tableId: string }[] = [];
  for (const guestId of guestIds) {
    let best: (typeof load)[number] | undefined;
    for (const table of load) {
      if (table.capacity !== null && table.seated >= table.capacity) continue;
      if (!best || table.seated < best.seated) best = table;
    }
    if (!best) break;
    best.seated += 1;
    seats.push({ guestId, tableId: best.id });
  }
  return seats;
}
