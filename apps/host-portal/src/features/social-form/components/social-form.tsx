import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { uploadFile, useGetCitiesQuery } from '@socials/api-client';
import { SOCIAL_LIMITS, TIME_ZONE_OPTIONS, type CreateSocialBody, type UpdateSocialBody } from '@socials/domain';
import { Button, Checkbox, ImagePicker, Select, TextArea, TextInput, toastError } from '@socials/ui';
import { AttendanceSettingsFields } from './attendance-settings-fields';
import { CircleField } from './circle-field';
import { CoHostsEditor } from './co-hosts-editor';
import { NoShowPolicyField } from './no-show-policy-field';
import { QuestionnaireBuilder } from './questionnaire-builder';
import { RsvpSettingsFields } from './rsvp-settings-fields';
import { TicketTiersEditor } from './ticket-tiers-editor';
import { mapServerErrors } from '../map-server-errors';
import { CreateSocialForm, UpdateSocialForm, type SocialFormValues } from '../social-form-schema';

/** The default banner of a social without a cover (public-web serves it at the site's root). */
const DEFAULT_COVER_PATH = '/default-social.svg';

export const PUBLIC_HELP_TEXT = 'Public socials are reviewed by our team before they appear on the Socials page';

type SocialFormProps =
  | { mode: 'create'; defaultValues: SocialFormValues; submitLabel: string; onSubmit: (body: CreateSocialBody) => Promise<void> }
  | { mode: 'edit'; defaultValues: SocialFormValues; submitLabel: string; onSubmit: (body: UpdateSocialBody) => Promise<void> };

// One form for both: a new social is checked against CreateSocialBody, an edit against UpdateSocialBody.
const createResolver = zodResolver(CreateSocialForm) as Resolver<SocialFormValues, unknown, CreateSocialBody | UpdateSocialBody>;
const updateResolver = zodResolver(UpdateSocialForm) as Resolver<SocialFormValues, unknown, CreateSocialBody | UpdateSocialBody>;

/** Create or edit a social. `onSubmit` throws what the API answered; 400 field errors land on their inputs. */
export function SocialForm(props: SocialFormProps) {
  const { data: cities } = useGetCitiesQuery();
  const form = useForm<SocialFormValues, unknown, CreateSocialBody | UpdateSocialBody>({
    resolver: props.mode === 'create' ? createResolver : updateResolver,
    defaultValues: props.defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const isOnline = watch('isOnline');
  const timezone = watch('timezone');
  const cityList = useMemo(() => cities?.data ?? [], [cities]);

  // The select was drawn before the cities came, so it could not show the saved one; once the
  // options are there it is given the form's value again (the saved city, or what the host picked).
  useEffect(() => {
    if (cityList.length > 0) setValue('cityId', getValues('cityId'));
  }, [cityList, getValues, setValue]);

  const timeZoneOptions = useMemo(() => {
    const options: { value: string; label: string }[] = TIME_ZONE_OPTIONS.map(({ zone, label }) => ({ value: zone, label }));
    // The chosen city's zone or the social's own may be one we do not list.
    for (const zone of [timezone, ...cityList.map((city) => city.timezone)]) {
      if (zone && !options.some((option) => option.value === zone)) options.push({ value: zone, label: zone });
    }
    return options;
  }, [timezone, cityList]);

  const cityField = register('cityId', {
    onChange: (event: { target: { value: string } }) => {
      // The city's zone is the sensible default, until the host picks a zone themselves.
      const city = cityList.find((c) => c.id === event.target.value);
      if (city && !getFieldState('timezone').isDirty) setValue('timezone', city.timezone);
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (props.mode === 'create') await props.onSubmit(body as CreateSocialBody);
      else await props.onSubmit(body as UpdateSocialBody);
    } catch (error) {
      const fieldErrors = mapServerErrors(error);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) => setError(field, { type: 'validation', message }, { shouldFocus: index === 0 }));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <TextInput label="Title" required maxLength={SOCIAL_LIMITS.titleMax} error={errors.title?.message} {...register('title')} />
        <TextArea label="Description" rows={6} error={errors.description?.message} {...register('description')} />
        <ImagePicker
          label="Cover image"
          hint="Shown on the social's page, its cards and link previews. JPEG, PNG, GIF or WebP, 10 MB at most; 1200 × 600 px or larger looks best."
          value={watch('splashImageUrl') || null}
          onChange={(url) => setValue('splashImageUrl', url ?? '', { shouldDirty: true })}
          upload={(file, onProgress) => uploadFile('files/public/social_banners', file, file.name, { onProgress })}
          onError={toastError}
          placeholderUrl={DEFAULT_COVER_PATH}
        />

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">When</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Starts" type="datetime-local" required error={errors.eventTimestamp?.message} {...register('eventTimestamp')} />
            <TextInput label="Ends" type="datetime-local" required error={errors.eventEndTimestamp?.message} {...register('eventEndTimestamp')} />
          </div>
          <Select
            label="Time zone"
            required
            hint="Start and end are read in this zone, wherever you are now."
            options={timeZoneOptions}
            error={errors.timezone?.message}
            {...register('timezone')}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Where</legend>
          <Select
            label="City"
            placeholder="No city"
            options={cityList.map((city) => ({ value: city.id, label: `${city.name}, ${city.country}` }))}
            error={errors.cityId?.message}
            {...cityField}
          />
          <Checkbox label="This social is online" error={errors.isOnline?.message} {...register('isOnline')} />
          {isOnline ? (
            <TextInput
              label="Join link"
              type="url"
              placeholder="https://"
              hint="Only confirmed guests see it: on their ticket, in their going e-mail and in the reminders."
              error={errors.onlineLink?.message}
              {...register('onlineLink')}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput label="Venue name" required error={errors.venueData?.name?.message} {...register('venueData.name')} />
              <TextInput
                label="Venue address"
                hint="Only guests with an approved RSVP see it."
                error={errors.venueData?.address?.message}
                {...register('venueData.address')}
              />
            </div>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Guests</legend>
          <TextInput
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={1}
            hint="Leave empty for no limit."
            error={errors.maxCapacity?.message}
            {...register('maxCapacity')}
          />
          <Checkbox label="Public social" hint={PUBLIC_HELP_TEXT} error={errors.isPublic?.message} {...register('isPublic')} />
          <TextInput label="Tags" hint="Separate tags with commas, e.g. AI, founders." error={errors.tags?.message} {...register('tags')} />
        </fieldset>

        <CircleField />
        <TicketTiersEditor />
        <NoShowPolicyField />
        <RsvpSettingsFields />
        <CoHostsEditor />
        <AttendanceSettingsFields />
        <QuestionnaireBuilder />

        <Button type="submit" loading={isSubmitting} className="self-start">
          {props.submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
