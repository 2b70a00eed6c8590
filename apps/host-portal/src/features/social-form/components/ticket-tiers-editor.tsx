import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, Select, TextInput } from '@socials/ui';
import { newTicketTier, type SocialFormValues } from '../social-form-schema';

const TYPE_OPTIONS = [
  { value: 'FREE', label: 'Free' },
  { value: 'PAID', label: 'Paid' },
];

/** The social's ticket tiers: at least one, each free (or paid in points) or paid with a price, a deposit and a quantity. */
export function TicketTiersEditor() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ticketTiers' });
  const tiers = useWatch({ control, name: 'ticketTiers' });
  const listError = errors.ticketTiers?.message ?? errors.ticketTiers?.root?.message;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Ticket tiers</legend>
      {fields.map((field, index) => {
        const tierErrors = errors.ticketTiers?.[index];
        const isPaid = tiers?.[index]?.type === 'PAID';
        return (
          <div key={field.id} role="group" aria-label={`Tier ${index + 1}`} className="flex flex-col gap-3 rounded-md border border-border p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextInput label={`Tier ${index + 1} name`} required error={tierErrors?.name?.message} {...register(`ticketTiers.${index}.name`)} />
              <Select label={`Tier ${index + 1} type`} options={TYPE_OPTIONS} error={tierErrors?.type?.message} {...register(`ticketTiers.${index}.type`)} />
              {isPaid ? (
                <TextInput
                  label={`Tier ${index + 1} price (USD)`}
                  inputMode="decimal"
                  error={tierErrors?.ticketPrice?.message}
                  {...register(`ticketTiers.${index}.ticketPrice`)}
                />
              ) : null}
              <TextInput
                label={`Tier ${index + 1} deposit (USD)`}
                inputMode="decimal"
                hint="Held against no-shows; leave empty for none."
                error={tierErrors?.depositAmount?.message}
                {...register(`ticketTiers.${index}.depositAmount`)}
              />
              <TextInput
                label={`Tier ${index + 1} quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                hint="Leave empty for no limit beyond the capacity."
                error={tierErrors?.quantity?.message}
                {...register(`ticketTiers.${index}.quantity`)}
              />
              {isPaid ? null : (
                <TextInput
                  label={`Tier ${index + 1} points cost`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  hint="Guests pay with their points; leave empty for a free tier."
                  error={tierErrors?.pointsCost?.message}
                  {...register(`ticketTiers.${index}.pointsCost`)}
                />
              )}
            </div>
            <Button variant="ghost" size="sm" className="self-start" disabled={fields.length === 1} onClick={() => remove(index)}>
              Remove tier {index + 1}
            </Button>
          </div>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-danger-text">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => append(newTicketTier())}>
        Add a ticket tier
      </Button>
    </fieldset>
  );
}
