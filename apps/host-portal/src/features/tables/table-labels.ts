import type { SocialTable } from '@socials/domain';

/** "3 / 8 seats", or "3 seated" for a table without a limit. */
export function seatCount(table: SocialTable): string {
  return table.capacity === null ? `${table.guests.length} seated` : `${table.guests.length} / ${table.capacity} seats`;
}

export const isTableFull = (table: SocialTable) => table.capacity !== null && table.guests.length >= table.capacity;

/** The drag data of a guest dragged onto a table. */
export const GUEST_DRAG_TYPE = 'application/x-socials-rsvp';
