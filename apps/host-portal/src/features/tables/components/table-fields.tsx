import { TABLE_LIMITS } from '@socials/domain';
import { TextInput } from '@socials/ui';
import type { TableFormErrors, TableFormValues } from '../table-form';

export interface TableFieldsProps {
  values: TableFormValues;
  errors: TableFormErrors;
  onChange: (values: TableFormValues) => void;
}

/** A table's name and seats, as the add and edit forms ask for them. */
export function TableFields({ values, errors, onChange }: TableFieldsProps) {
  return (
    <>
      <TextInput
        label="Table name"
        required
        maxLength={TABLE_LIMITS.nameMax}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <TextInput
        label="Seats"
        hint="Empty: no limit"
        inputMode="numeric"
        value={values.seats}
        error={errors.seats}
        onChange={(event) => onChange({ ...values, seats: event.target.value })}
      />
    </>
  );
}
