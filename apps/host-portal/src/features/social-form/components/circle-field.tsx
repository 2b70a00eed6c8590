import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useGetMyCirclesQuery } from '@socials/api-client';
import { Checkbox, Select } from '@socials/ui';
import type { SocialFormValues } from '../social-form-schema';

/** The most circles one person runs that the picker lists (one page of /circles/me). */
const MY_CIRCLES_LIMIT = 100;

/**
 * The circle a social belongs to: one the host owns or hosts (the API refuses others), and
 * "Members only" (COMMUNITY_ONLY), which needs a circle. A social already in a circle the host does
 * not run (a co-host editing it) keeps it.
 */
export function CircleField() {
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const { data, isLoading, isError } = useGetMyCirclesQuery({ limit: MY_CIRCLES_LIMIT });
  const circleId = watch('circleId');

  const options = useMemo(() => {
    const mine = (data?.data ?? []).filter((circle) => circle.canManage).map((circle) => ({ value: circle.id, label: circle.name }));
    const saved = getValues('circleId');
    if (saved && !mine.some((option) => option.value === saved)) mine.push({ value: saved, label: "This social's circle" });
    return mine;
  }, [data, getValues]);

  // The select was drawn before the circles came: once they are there it shows the form's value again.
  useEffect(() => {
    if (options.length > 0) setValue('circleId', getValues('circleId'));
  }, [options, getValues, setValue]);

  const circleField = register('circleId', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === '') setValue('communityOnly', false);
    },
  });

  let hint = 'Its members find it on the circle page and in the circle calendar.';
  if (isLoading) hint = 'Loading your circles…';
  else if (isError) hint = 'Your circles could not be loaded: reload the page to choose one.';
  else if (options.length === 0) hint = 'You do not run a circle yet: create one on the Circles page of the site to add socials to it.';

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Circle</legend>
      <Select label="Circle" placeholder="No circle" options={options} hint={hint} error={errors.circleId?.message} {...circleField} />
      <Checkbox
        label="Members only"
        hint={circleId ? "Only the circle's members see this social and can RSVP." : 'Choose a circle first.'}
        disabled={!circleId}
        error={errors.communityOnly?.message}
        {...register('communityOnly')}
      />
    </fieldset>
  );
}
