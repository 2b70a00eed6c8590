import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatCurrency, zoneAbbreviation, type PromoCode, type PromoCodeInput, type TicketTier } from '@socials/domain';
import { Button } from '../button/button';
import { Checkbox } from '../form/checkbox';
import { Select } from '../form/select';
import { TextInput } from '../form/text-input';
import { toastError } from '../toast/toast-error';
import { EMPTY_PROMO_CODE_FORM_VALUES, promoCodeFormSchema, promoCodeToFormValues, type PromoCodeFormValues } from './promo-code-form-values';
import { promoCodeServerErrors } from './promo-code-server-errors';

export interface PromoCodeFormProps {
  /** The social's ticket tiers, offered as checkboxes; none ticked means every tier. */
  tiers: readonly TicketTier[];
  /** The social's zone: "valid from" and "valid until" are typed and shown in it. */
  timezone: string;
  /** The code being edited; leave it out for a new one. */
  promoCode?: PromoCode;
  submitLabel: string;
  /** Saves the code. Throws what the API answered: field errors and a taken code land on their inputs. */
  onSubmit: (input: PromoCodeInput) => Promise<void>;
  onCancel?: () => void;
}

const DISCOUNT_TYPE_OPTIONS = [
  { value: 'PERCENT', label: 'Percentage' },
  { value: 'AMOUNT', label: 'Fixed amount (USD)' },
];

const tierLabel = (tier: TicketTier) => `${tier.name} · ${tier.type === 'PAID' ? formatCurrency(tier.ticketPrice) : 'Free'}`;

/** Create or edit one promo code of a social. */
export function PromoCodeForm({ tiers, timezone, promoCode, submitLabel, onSubmit, onCancel }: PromoCodeFormProps) {
  const resolver = useMemo(() => zodResolver(promoCodeFormSchema(timezone)), [timezone]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PromoCodeFormValues, unknown, PromoCodeInput>({
    resolver,
    defaultValues: promoCode ? promoCodeToFormValues(promoCode, timezone) : EMPTY_PROMO_CODE_FORM_VALUES,
  });
  const tiersHintId = useId();
  const validityHintId = useId();
  const isPercent = watch('discountType') === 'PERCENT';

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const fieldErrors = promoCodeServerErrors(error);
      if (fieldErrors.length === 0) toastError(error);
      fieldErrors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextInput
        label="Code"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        hint="3 to 32 letters, digits, “-” or “_”; guests may type it in any case."
        // Codes are stored upper-case (the schema upper-cases them); show them the same way.
        style={{ textTransform: 'uppercase' }}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Discount" options={DISCOUNT_TYPE_OPTIONS} error={errors.discountType?.message} {...register('discountType')} />
        <TextInput
          label={isPercent ? 'Percent off' : 'Amount off (USD)'}
          required
          inputMode={isPercent ? 'numeric' : 'decimal'}
          hint={isPercent ? 'A whole percent from 1 to 100.' : 'Taken off the ticket price, e.g. 5 or 2.50.'}
          error={errors.value?.message}
          {...register('value')}
        />
      </div>

      <fieldset aria-describedby={tiersHintId} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">Ticket tiers</legend>
        <p id={tiersHintId} className="text-sm text-fg-muted">
          Leave every tier unticked for the code to work on all of them.
        </p>
        <Controller
          control={control}
          name="tierIds"
          render={({ field }) => (
            <>
              {tiers.map((tier) => (
                <Checkbox
                  key={tier.id}
                  label={tierLabel(tier)}
                  checked={field.value.includes(tier.id)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked ? [...field.value, tier.id] : field.value.filter((id) => id !== tier.id))}
                />
              ))}
            </>
          )}
        />
        {errors.tierIds?.message ? (
          <p role="alert" className="text-sm text-danger-text">
            {errors.tierIds.message}
          </p>
        ) : null}
      </fieldset>

      <TextInput
        label="Usage limit"
        type="number"
        inputMode="numeric"
        min={1}
        hint="How many orders may use the code; leave empty for no limit."
        error={errors.usageLimit?.message}
        {...register('usageLimit')}
      />
      <fieldset aria-describedby={validityHintId} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">When the code works</legend>
        <p id={validityHintId} className="text-sm text-fg-muted">
          In the social’s time zone, {timezone} ({zoneAbbreviation(timezone, Date.now())}).
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Valid from" type="datetime-local" hint="Leave empty to start now." error={errors.validFrom?.message} {...register('validFrom')} />
          <TextInput label="Valid until" type="datetime-local" hint="Leave empty for no end." error={errors.validUntil?.message} {...register('validUntil')} />
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
