import { useState } from 'react';
import type { TablePlan } from '@socials/domain';
import { Button, Checkbox, EmptyState, Select } from '@socials/ui';
import { isTableFull } from '../table-labels';
import { GuestItem } from './guest-item';
import { TableCard } from './table-card';
import { useSeating, type SeatAssignment } from './use-seating';

export interface SeatingPlanProps {
  socialId: string;
  plan: TablePlan;
}

/** The unseated guests (seated in bulk, by hand or automatically) and the tables with theirs. */
export function SeatingPlan({ socialId, plan }: SeatingPlanProps) {
  const { tables, unseated } = plan;
  const seating = useSeating(socialId);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [bulkTableId, setBulkTableId] = useState('');
  const bulkTable = tables.find((table) => table.id === bulkTableId) ?? tables.find((table) => !isTableFull(table)) ?? tables[0];
  const pickedGuests = unseated.filter((guest) => picked.has(guest.rsvpId));

  const seat = (assignment: SeatAssignment, done: string) => void seating.seat([assignment], done);
  const seatPicked = async () => {
    if (!bulkTable || pickedGuests.length === 0) return;
    const done = `${pickedGuests.length === 1 ? pickedGuests[0]?.name : `${pickedGuests.length} guests`} seated at ${bulkTable.name}`;
    if (
      await seating.seat(
        pickedGuests.map((guest) => ({ rsvpId: guest.rsvpId, tableId: bulkTable.id })),
        done,
      )
    )
      setPicked(new Set());
  };
  const dropGuest = (tableId: string) => (rsvpId: string) => {
    const table = tables.find((candidate) => candidate.id === tableId);
    const guest = [...unseated, ...tables.flatMap((candidate) => candidate.guests)].find((candidate) => candidate.rsvpId === rsvpId);
    if (table && guest) seat({ rsvpId, tableId }, `${guest.name} seated at ${table.name}`);
  };
  const toggle = (rsvpId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(rsvpId);
      else next.delete(rsvpId);
      return next;
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <section aria-labelledby="unseated-heading" className="flex flex-col gap-3">
        <h2 id="unseated-heading" className="text-lg font-semibold">
          Unseated guests ({unseated.length})
        </h2>
        {unseated.length === 0 ? (
          <p className="text-sm text-fg-muted">Every going guest has a seat.</p>
        ) : (
          <>
            {tables.length > 0 ? (
              <div className="flex flex-col gap-2 rounded-md border border-border p-3">
                <Select
                  label="Table for the selected guests"
                  value={bulkTable?.id ?? ''}
                  options={tables.map((table) => ({ value: table.id, label: isTableFull(table) ? `${table.name} (full)` : table.name }))}
                  onChange={(event) => setBulkTableId(event.target.value)}
                />
                <Button disabled={pickedGuests.length === 0 || !bulkTable} loading={seating.busy} onClick={seatPicked}>
                  Seat at {bulkTable?.name} {pickedGuests.length > 0 ? `(${pickedGuests.length})` : ''}
                </Button>
                <Button variant="secondary" loading={seating.busy} onClick={() => void seating.fillAutomatically()}>
                  Fill tables automatically
                </Button>
              </div>
            ) : (
              <p className="text-sm text-fg-muted">Add a table to seat them.</p>
            )}
            <ul aria-label="Unseated guests" className="flex flex-col gap-2">
              {unseated.map((guest) => (
                <GuestItem
                  key={guest.rsvpId}
                  guest={guest}
                  tableId={null}
                  tables={tables}
                  onSeat={seat}
                  select={
                    <Checkbox
                      label={<span className="sr-only">Select {guest.name}</span>}
                      checked={picked.has(guest.rsvpId)}
                      onChange={(event) => toggle(guest.rsvpId, event.target.checked)}
                    />
                  }
                />
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="tables-heading" className="flex flex-col gap-3">
        <h2 id="tables-heading" className="text-lg font-semibold">
          Tables ({tables.length})
        </h2>
        {tables.length === 0 ? (
          <EmptyState headingLevel={3} title="No tables yet" description="Add a table above, then seat your going guests at it." />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {tables.map((table) => (
              <TableCard key={table.id} socialId={socialId} table={table} tables={tables} onSeat={seat} onDropGuest={dropGuest(table.id)} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
