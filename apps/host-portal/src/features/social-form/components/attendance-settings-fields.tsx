import { useFormContext } from 'react-hook-form';
import { CHECK_IN_RADIUS_MAX_METERS, CHECK_IN_RADIUS_MIN_METERS, type AttendanceMethod } from '@socials/domain';
import { Checkbox, TextInput } from '@socials/ui';
import type { SocialFormValues } from '../social-form-schema';
import { firstErrorMessage } from './first-error';

const METHODS: readonly { value: AttendanceMethod; label: string }[] = [
  { value: 'HOST_QRCODE', label: "Hosts scan each guest's ticket" },
  { value: 'ATTENDEES_QRCODE', label: "Guests scan the event's QR code" },
  { value: 'GPS', label: 'Guests check in from their location' },
];

/** How attendance is taken; the attendance status itself is moved on the check-in screen. */
export function AttendanceSettingsFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const usesGps = watch('attendance.methods')?.includes('GPS') ?? false;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Attendance</legend>
      <div className="flex flex-col gap-2">
        {METHODS.map((method) => (
          <Checkbox key={method.value} label={method.label} value={method.value} {...register('attendance.methods')} />
        ))}
        {errors.attendance?.methods ? (
          <p role="alert" className="text-sm text-danger-text">
            {firstErrorMessage(errors.attendance.methods)}
          </p>
        ) : null}
      </div>
      {usesGps ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            label="Check-in radius (metres)"
            type="number"
            inputMode="numeric"
            min={CHECK_IN_RADIUS_MIN_METERS}
            max={CHECK_IN_RADIUS_MAX_METERS}
            error={errors.attendance?.radiusMeters?.message}
            {...register('attendance.radiusMeters')}
          />
          <TextInput
            label="Venue latitude"
            inputMode="decimal"
            hint="Leave empty to use the venue's own."
            error={errors.attendance?.venueCoordinate?.latitude?.message}
            {...register('attendance.venueCoordinate.latitude')}
          />
          <TextInput
            label="Venue longitude"
            inputMode="decimal"
            error={errors.attendance?.venueCoordinate?.longitude?.message}
            {...register('attendance.venueCoordinate.longitude')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
