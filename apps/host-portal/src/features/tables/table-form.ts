import { CreateTableBody } from '@socials/domain';

/** What the table form holds: the seats as typed ('' means no limit). */
export interface TableFormValues {
  name: string;
  seats: string;
}

export type TableFormErrors = Partial<Record<keyof TableFormValues, string>>;

/** The form's values as a table body, or the message for each field at fault. */
export function readTableForm(values: TableFormValues): { body: CreateTableBody } | { errors: TableFormErrors } {
  const seats = values.seats.trim();
  if (seats !== '' && !/^\d+$/.test(seats)) return { errors: { seats: 'A whole number of seats, or empty for no limit' } };
  const parsed = CreateTableBody.safeParse({ name: values.name, capacity: seats === '' ? null : Number(seats) });
  if (parsed.success) return { body: parsed.data };
  const errors: TableFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'capacity' ? 'seats' : 'name';
    errors[field] ??= issue.message;
  }
  return { errors };
}
