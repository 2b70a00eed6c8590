import { useState, type FormEvent } from 'react';
import { useRemoveTableMutation, useUpdateTableMutation } from '@socials/api-client';
import type { SocialTable } from '@socials/domain';
import { Button, Card, toast, toastError, useConfirm } from '@socials/ui';
import { GUEST_DRAG_TYPE, seatCount } from '../table-labels';
import { readTableForm, type TableFormErrors, type TableFormValues } from '../table-form';
import { GuestItem } from './guest-item';
import { TableFields } from './table-fields';
import type { SeatAssignment } from './use-seating';

export interface TableCardProps {
  socialId: string;
  table: SocialTable;
  tables: SocialTable[];
  onSeat: (assignment: SeatAssignment, done: string) => void;
  /** A guest (by RSVP) was dropped on this table. */
  onDropGuest: (rsvpId: string) => void;
}

/** One table: its guests and seats, a drop target for a dragged guest, renamed, resized or removed. */
export function TableCard({ socialId, table, tables, onSeat, onDropGuest }: TableCardProps) {
  const [editing, setEditing] = useState(false);
  const [dropping, setDropping] = useState(false);
  const confirm = useConfirm();
  const [removeTable] = useRemoveTableMutation();
  const headingId = `table-${table.id}`;

  const remove = () =>
    confirm({
      title: `Remove ${table.name}?`,
      body: table.guests.length > 0 ? `Its ${table.guests.length} guests go back to the unseated list.` : 'It has no guests.',
      keepLabel: 'Keep it',
      confirmLabel: `Remove ${table.name}`,
      onConfirm: async () => {
        try {
          await removeTable({ socialId, tableId: table.id }).unwrap();
          toast.success(`${table.name} removed`);
        } catch (error) {
          toastError(error);
        }
      },
    });

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={dropping ? 'ring-2 ring-primary' : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(GUEST_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        const rsvpId = event.dataTransfer.getData(GUEST_DRAG_TYPE);
        if (rsvpId && !table.guests.some((guest) => guest.rsvpId === rsvpId)) onDropGuest(rsvpId);
      }}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {table.name}
        </h3>
        <span className="text-sm text-fg-muted">{seatCount(table)}</span>
      </div>
      {editing ? (
        <EditTableForm socialId={socialId} table={table} onDone={() => setEditing(false)} />
      ) : (
        <div className="mb-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={`Edit ${table.name}`} onClick={() => setEditing(true)}>
            Rename or resize
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Remove ${table.name}`} onClick={remove}>
            Remove
          </Button>
        </div>
      )}
      {table.guests.length === 0 ? (
        <p className="text-sm text-fg-muted">No one seated yet.</p>
      ) : (
        <ul aria-label={`Guests at ${table.name}`} className="flex flex-col gap-2">
          {table.guests.map((guest) => (
            <GuestItem key={guest.rsvpId} guest={guest} tableId={table.id} tables={tables} onSeat={onSeat} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function EditTableForm({ socialId, table, onDone }: { socialId: string; table: SocialTable; onDone: () => void }) {
  const [updateTable, { isLoading }] = useUpdateTableMutation();
  const [values, setValues] = useState<TableFormValues>({ name: table.name, seats: table.capacity === null ? '' : String(table.capacity) });
  const [errors, setErrors] = useState<TableFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = readTableForm(values);
    if ('errors' in form) {
      setErrors(form.errors);
      return;
    }
    try {
      await updateTable({ socialId, tableId: table.id, body: form.body }).unwrap();
      toast.success(`${form.body.name} saved`);
      onDone();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${table.name}`} className="mb-3 flex flex-col gap-3">
      <TableFields
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={isLoading}>
          Save table
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
