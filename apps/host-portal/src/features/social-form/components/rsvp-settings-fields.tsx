import { useFormContext } from 'react-hook-form';
import { Checkbox, Select, TextInput } from '@socials/ui';
import type { SocialFormValues } from '../social-form-schema';

const PROMOTION_OPTIONS = [
  { value: 'MANUAL', label: 'I promote waitlisted guests myself' },
  { value: 'AUTOMATIC', label: 'Automatically, first come first served' },
];

const CANCELLATION_OPTIONS = [
  { value: 'WITHIN72H', label: 'Within 72 hours of the start' },
  { value: 'WITHIN24H', label: 'Within 24 hours of the start' },
  { value: 'BEFORE3H', label: 'Less than 3 hours before the start' },
];

/** Who gets in and how: approval, waitlist promotion, late cancels, organization limits and the invite code. */
export function RsvpSettingsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">RSVPs</legend>
      <Checkbox
        label="Guests need my approval"
        hint="RSVPs wait as pending until a host approves them."
        error={errors.requiresApproval?.message}
        {...register('requiresApproval')}
      />
      <Select label="When a seat frees up" options={PROMOTION_OPTIONS} error={errors.waitlistPromotionMode?.message} {...register('waitlistPromotionMode')} />
      <Select
        label="A guest's cancel counts as late"
        placeholder="Never"
        options={CANCELLATION_OPTIONS}
        error={errors.cancellationWindow?.message}
        {...register('cancellationWindow')}
      />
      <Checkbox label="Only guests with a verified company e-mail" error={errors.limitsOrganizations?.message} {...register('limitsOrganizations')} />
      <TextInput
        label="Invite code"
        hint="Set one to make the social restricted: guests need the code (or your invitation link) to RSVP. Leave empty for open RSVPs."
        autoComplete="off"
        error={errors.inviteCode?.message}
        {...register('inviteCode')}
      />
    </fieldset>
  );
}
