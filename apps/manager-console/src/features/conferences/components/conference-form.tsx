import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { mapFieldErrors } from '@socials/api-client';
import { TIME_ZONE_OPTIONS, VERIFIED_EMAIL_REQUIREMENT_LABELS, VerifiedEmailRequirement } from '@socials/domain';
import { Button, Checkbox, Select, TextInput, toastError } from '@socials/ui';
import { CONFERENCE_FORM_FIELDS, ConferenceFormSchema, type ConferenceFormValues } from '../conference-form-values';

const ZONES = TIME_ZONE_OPTIONS.map((option) => ({ value: option.zone, label: option.label }));
const VERIFIED_EMAILS = [
  { value: '', label: 'Nothing: anyone may buy' },
  ...VerifiedEmailRequirement.options.map((value) => ({ value, label: VERIFIED_EMAIL_REQUIREMENT_LABELS[value] })),
];

export interface ConferenceFormProps {
  title: string;
  initial: ConferenceFormValues;
  submitLabel: string;
  /** A domain an organizer asked for, waiting for staff's approval. */
  requestedDomain?: string | null;
  /** Saves; a 400's field errors are shown on their fields, anything else as a toast. */
  onSubmit(values: ConferenceFormValues): Promise<unknown>;
}

/** A conference's details, its site's branding and its passes. */
export function ConferenceForm({ title, initial, submitLabel, requestedDomain, onSubmit }: ConferenceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConferenceFormValues>({ resolver: zodResolver(ConferenceFormSchema), defaultValues: initial });
  const passes = useFieldArray({ control, name: 'passes' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, CONFERENCE_FORM_FIELDS);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) => {
        const formField = field.startsWith('branding.') ? field.slice('branding.'.length) : field.replace(/\.priceCents$/, '.price');
        setError(formField as keyof ConferenceFormValues, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  const headingId = `conference-form-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
        <TextInput label="Address (slug)" required hint="Used in links: ai-summit-2026" error={errors.slug?.message} {...register('slug')} />
        <TextInput label="Tagline" className="sm:col-span-2" error={errors.tagline?.message} {...register('tagline')} />
        <TextInput label="Starts" type="datetime-local" required error={errors.startsAt?.message} {...register('startsAt')} />
        <TextInput label="Ends" type="datetime-local" required error={errors.endsAt?.message} {...register('endsAt')} />
        <Select
          label="Time zone"
          required
          options={ZONES}
          hint="Where the conference happens: the agenda is shown in it."
          error={errors.timezone?.message}
          {...register('timezone')}
        />
        <TextInput
          label="Own host name"
          hint={
            requestedDomain
              ? `Waiting for staff’s approval: ${requestedDomain}. The site stays where it is until then.`
              : "The conference site's domain, e.g. summit.example.com (optional). A new one is served once staff approve it."
          }
          error={errors.domain?.message}
          {...register('domain')}
        />
        <TextInput label="Venue" error={errors.venueName?.message} {...register('venueName')} />
        <TextInput label="Venue address" error={errors.venueAddress?.message} {...register('venueAddress')} />
        <TextInput label="Main colour" type="color" error={errors.primaryColor?.message} {...register('primaryColor')} />
        <TextInput label="Accent colour" type="color" error={errors.accentColor?.message} {...register('accentColor')} />
        <TextInput label="Logo address" type="url" error={errors.logoUrl?.message} {...register('logoUrl')} />
        <TextInput label="Hero image address" type="url" error={errors.heroImageUrl?.message} {...register('heroImageUrl')} />
      </div>
      <Checkbox label="Published: the conference site and its tickets are open to everyone" {...register('published')} />
      <Select
        label="Buyers need"
        options={VERIFIED_EMAILS}
        hint="Buying a pass asks for an address of this kind, confirmed with a code e-mailed to it."
        error={errors.requiredVerifiedEmail?.message}
        {...register('requiredVerifiedEmail')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">Passes</legend>
        {errors.passes?.message ? (
          <p role="alert" className="text-sm text-danger-text">
            {errors.passes.message}
          </p>
        ) : null}
        {passes.fields.map((pass, index) => (
          <div key={pass.id} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <TextInput label={`Pass ${index + 1} name`} required error={errors.passes?.[index]?.name?.message} {...register(`passes.${index}.name`)} />
            <TextInput
              label={`Pass ${index + 1} price (USD)`}
              inputMode="decimal"
              required
              error={errors.passes?.[index]?.price?.message}
              {...register(`passes.${index}.price`)}
            />
            <TextInput
              label={`Pass ${index + 1} tickets`}
              inputMode="numeric"
              required
              error={errors.passes?.[index]?.quantity?.message}
              {...register(`passes.${index}.quantity`)}
            />
            <Button type="button" variant="secondary" onClick={() => passes.remove(index)}>
              Remove pass {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button type="button" variant="secondary" onClick={() => passes.append({ name: '', price: '0', quantity: '100' })}>
            Add a pass
          </Button>
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
