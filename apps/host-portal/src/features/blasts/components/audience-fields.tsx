import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ATTENDEE_GRADE_LABELS, AttendeeGrade, BlastAttendance, BlastRsvpStatus, type TicketTier } from '@socials/domain';
import { Checkbox, Select } from '@socials/ui';
import type { BlastFormValues } from '../blast-form-schema';
import { ATTENDANCE_LABELS, AUDIENCE_STATUS_LABELS } from '../blast-labels';
import { CheckboxGroup } from './checkbox-group';
import { GuestPicker } from './guest-picker';

export interface AudienceFieldsProps {
  socialId: string;
  tiers: readonly Pick<TicketTier, 'id' | 'name'>[];
  register: UseFormRegister<BlastFormValues>;
  errors: FieldErrors<BlastFormValues>;
  picking: boolean;
  /** A scheduled blast keeps its kind: hand-picked stays hand-picked. */
  kindLocked: boolean;
}

const ATTENDANCE_OPTIONS = BlastAttendance.options.map((value) => ({ value, label: ATTENDANCE_LABELS[value] }));

/** Who of the social's guests get it: by RSVP status, attendance, tier and grade, or picked by hand. */
export function AudienceFields({ socialId, tiers, register, errors, picking, kindLocked }: AudienceFieldsProps) {
  const audienceErrors = errors.audience;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">Audience</legend>
      <div role="radiogroup" aria-label="Who gets it" className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" value="DEFAULT" className="accent-primary" disabled={kindLocked} {...register('kind')} />
          Guests who match
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="USER_SPECIFIC" className="accent-primary" disabled={kindLocked} {...register('kind')} />
          Pick people
        </label>
      </div>
      {picking ? (
        <GuestPicker socialId={socialId} register={register} error={audienceErrors?.userIds?.message} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckboxGroup legend="RSVP status" error={audienceErrors?.statuses?.message}>
            {BlastRsvpStatus.options.map((status) => (
              <Checkbox key={status} label={AUDIENCE_STATUS_LABELS[status]} value={status} {...register('audience.statuses')} />
            ))}
          </CheckboxGroup>
          <Select label="Attendance" options={ATTENDANCE_OPTIONS} error={audienceErrors?.attendance?.message} {...register('audience.attendance')} />
          {tiers.length > 1 ? (
            <CheckboxGroup legend="Ticket tiers" hint="None ticked: every tier" error={audienceErrors?.tierIds?.message}>
              {tiers.map((tier) => (
                <Checkbox key={tier.id} label={tier.name} value={tier.id} {...register('audience.tierIds')} />
              ))}
            </CheckboxGroup>
          ) : null}
          <CheckboxGroup legend="Grades" hint="None ticked: any grade" error={audienceErrors?.grades?.message}>
            {AttendeeGrade.options.map((grade) => (
              <Checkbox key={grade} label={ATTENDEE_GRADE_LABELS[grade]} value={grade} {...register('audience.grades')} />
            ))}
          </CheckboxGroup>
        </div>
      )}
    </fieldset>
  );
}
