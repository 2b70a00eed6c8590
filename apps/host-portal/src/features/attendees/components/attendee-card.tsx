import { rsvpStatusLabel } from '@socials/domain';
import { Badge } from '@socials/ui';
import { STATUS_TONES } from '../attendee-labels';
import { AttendeeAnswers } from './attendee-answers';
import { AttendeeActions, AttendeeGradeSelect, useAttendeeControls } from './attendee-controls';
import type { AttendeeRowProps } from './attendee-row';

/** The guest of AttendeeRow on a phone: the same controls, stacked, so none is off screen. */
export function AttendeeCard({ social, rsvp, titles, selected, onSelect }: AttendeeRowProps) {
  const guest = useAttendeeControls(social, rsvp);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          aria-label={`Select ${guest.name}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="font-medium break-words">{guest.name}</h2>
          <p className="flex flex-wrap items-center gap-2 text-fg-muted">
            <Badge tone={STATUS_TONES[rsvp.status]}>{rsvpStatusLabel(rsvp.status)}</Badge>
            {guest.tier ? <span>{guest.tier.name}</span> : null}
          </p>
        </div>
      </div>
      <AttendeeGradeSelect guest={guest} labelShown />
      <AttendeeAnswers guestName={guest.name} answers={rsvp.answers} titles={titles} />
      <AttendeeActions guest={guest} />
    </li>
  );
}
