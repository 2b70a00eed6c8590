import { rsvpStatusLabel, type Rsvp, type SocialDetail } from '@socials/domain';
import { Badge } from '@socials/ui';
import { STATUS_TONES } from '../attendee-labels';
import { AttendeeAnswers } from './attendee-answers';
import { AttendeeActions, AttendeeGradeSelect, useAttendeeControls } from './attendee-controls';

export interface AttendeeRowProps {
  social: SocialDetail;
  rsvp: Rsvp;
  titles: ReadonlyMap<string, string>;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One guest: select for bulk actions, status moves, grade, answers and, for a paid tier, the payment. */
export function AttendeeRow({ social, rsvp, titles, selected, onSelect }: AttendeeRowProps) {
  const guest = useAttendeeControls(social, rsvp);
  return (
    <tr className="border-t border-border align-top">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${guest.name}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-1 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {guest.name}
      </th>
      <td className="px-3 py-2">
        <Badge tone={STATUS_TONES[rsvp.status]}>{rsvpStatusLabel(rsvp.status)}</Badge>
      </td>
      <td className="px-3 py-2">{guest.tier?.name ?? '—'}</td>
      <td className="px-3 py-2">
        <AttendeeGradeSelect guest={guest} />
      </td>
      <td className="px-3 py-2">
        <AttendeeAnswers guestName={guest.name} answers={rsvp.answers} titles={titles} />
      </td>
      <td className="px-3 py-2">
        <AttendeeActions guest={guest} />
      </td>
    </tr>
  );
}
