import { useState, type FormEvent } from 'react';
import { useCreateTableMutation } from '@socials/api-client';
import { Button, Card, toast, toastError } from '@socials/ui';
import { readTableForm, type TableFormErrors, type TableFormValues } from '../table-form';
import { TableFields } from './table-fields';

const EMPTY: TableFormValues = { name: '', seats: '' };

/** Adds a table (name, seats) to the social's plan. */
export function AddTableForm({ socialId }: { socialId: string }) {
  const [createTable, { isLoading }] = useCreateTableMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TableFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = readTableForm(values);
    if ('errors' in form) {
      setErrors(form.errors);
      return;
    }
    try {
      await createTable({ socialId, body: form.body }).unwrap();
      toast.success(`${form.body.name} added`);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card as="section" aria-labelledby="add-table-heading">
      <h2 id="add-table-heading" className="mb-3 text-lg font-semibold">
        Add a table
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <TableFields
          values={values}
          errors={errors}
          onChange={(next) => {
            setValues(next);
            setErrors({});
          }}
        />
        <Button type="submit" loading={isLoading} className="sm:mt-6">
          Add table
        </Button>
      </form>
    </Card>
  );
}
