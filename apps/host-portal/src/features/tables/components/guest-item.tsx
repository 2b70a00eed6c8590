import type { ReactNode } from 'react';
import type { SeatedGuest, SocialTable } from '@socials/domain';
import { Select } from '@socials/ui';
import { GUEST_DRAG_TYPE, isTableFull } from '../table-labels';
import type { SeatAssignment } from './use-seating';

const UNSEATED = 'unseated';

export interface GuestItemProps {
  guest: SeatedGuest;
  /** The table the guest sits at; null when unseated. */
  tableId: string | null;
  tables: SocialTable[];
  onSeat: (assignment: SeatAssignment, done: string) => void;
  /** The checkbox of the unseated list, for seating in bulk. */
  select?: ReactNode;
}

/** A guest in the plan: dragged onto a table, or moved with the "Move to…" select (the keyboard's way). */
export function GuestItem({ guest, tableId, tables, onSeat, select }: GuestItemProps) {
  const options = [
    ...tables
      .filter((table) => table.id !== tableId)
      .map((table) => ({ value: table.id, label: isTableFull(table) ? `${table.name} (full)` : table.name, disabled: isTableFull(table) })),
    ...(tableId ? [{ value: UNSEATED, label: 'Unseated' }] : []),
  ];
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(GUEST_DRAG_TYPE, guest.rsvpId);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className="flex cursor-grab flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 py-2"
    >
      <div className="flex min-w-0 items-center gap-2">
        {select}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{guest.name}</p>
          {guest.headline ? <p className="truncate text-xs text-fg-muted">{guest.headline}</p> : null}
        </div>
      </div>
      {options.length > 0 ? (
        <Select
          label={`Move ${guest.name} to`}
          hideLabel
          placeholder="Move to…"
          value=""
          options={options}
          className="w-36"
          onChange={(event) => {
            const to = event.target.value;
            if (to === '') return;
            const table = tables.find((candidate) => candidate.id === to);
            onSeat({ rsvpId: guest.rsvpId, tableId: table?.id ?? null }, table ? `${guest.name} moved to ${table.name}` : `${guest.name} unseated`);
          }}
        />
      ) : null}
    </li>
  );
}
