import {
  AttendeeGrade,
  canTransitionRsvp,
  getDisplayName,
  isPaidTicketTier,
  rsvpStatusLabel,
  type Rsvp,
  type SocialDetail,
} from '@socials/domain';
import { useUpdateAttendeeMutation } from '@socials/api-client';
import { Badge, Button, Select, toast, toastError, useModalStack } from '@socials/ui';
import { GRADE_LABELS, STATUS_TONES } from '../attendee-labels';
import { AttendeeAnswers } from './attendee-answers';
import { PaymentDetailPanel } from './payment-detail';

const HOST_MOVES = [
  { status: 'APPROVED', label: 'Approve', done: 'approved' },
  { status: 'WAITLIST', label: 'Waitlist', done: 'waitlisted' },
  { status: 'REJECTED', label: 'Reject', done: 'rejected' },
] as const;

const GRADE_OPTIONS = AttendeeGrade.options.map((grade) => ({ value: grade, label: GRADE_LABELS[grade] }));

export const guestNameOf = (rsvp: Rsvp) => getDisplayName(rsvp.user) || rsvp.user?.slug || 'Guest';

interface AttendeeRowProps {
  social: SocialDetail;
  rsvp: Rsvp;
  titles: ReadonlyMap<string, string>;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One guest: select for bulk actions, status moves, grade, answers and, for a paid tier, the payment. */
export function AttendeeRow({ social, rsvp, titles, selected, onSelect }: AttendeeRowProps) {
  const [updateAttendee, { isLoading }] = useUpdateAttendeeMutation();
  const modals = useModalStack();
  const name = guestNameOf(rsvp);
  const tier = social.ticketTiers.find((candidate) => candidate.id === rsvp.ticketTierId);

  const update = async (body: Parameters<typeof updateAttendee>[0]['body'], done: string) => {
    try {
      await updateAttendee({ socialId: social.id, rsvpId: rsvp.id, body }).unwrap();
      toast.success(done);
    } catch (error) {
      toastError(error);
    }
  };

  const moves = HOST_MOVES.filter((move) => canTransitionRsvp(rsvp.status, move.status, 'HOST'));
  const isManualPromotion = rsvp.status === 'WAITLIST' && social.waitlistPromotionMode === 'MANUAL';

  return (
    <tr className="border-t border-border align-top">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-1 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <td className="px-3 py-2">
        <Badge tone={STATUS_TONES[rsvp.status]}>{rsvpStatusLabel(rsvp.status)}</Badge>
      </td>
      <td className="px-3 py-2">{tier?.name ?? '—'}</td>
      <td className="px-3 py-2">
        <Select
          label={`Grade of ${name}`}
          hideLabel
          options={GRADE_OPTIONS}
          value={rsvp.grade}
          disabled={isLoading}
          onChange={(event) => void update({ grade: event.target.value as AttendeeGrade }, `${name} graded ${GRADE_LABELS[event.target.value as AttendeeGrade]}`)}
        />
      </td>
      <td className="px-3 py-2">
        <AttendeeAnswers guestName={name} answers={rsvp.answers} titles={titles} />
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          {tier && isPaidTicketTier(tier) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Payment of ${name}`}
              onClick={() =>
                modals.open(<PaymentDetailPanel socialId={social.id} rsvpId={rsvp.id} guestName={name} timezone={social.timezone} />, {
                  title: `Payment of ${name}`,
                })
              }
            >
              Payment
            </Button>
          ) : null}
          {moves.map((move) => {
            const label = move.status === 'APPROVED' && isManualPromotion ? 'Promote' : move.label;
            return (
              <Button
                key={move.status}
                size="sm"
                variant={move.status === 'APPROVED' ? 'primary' : 'secondary'}
                loading={isLoading}
                aria-label={`${label} ${name}`}
                onClick={() => void update({ status: move.status }, `${name} ${move.status === 'APPROVED' && isManualPromotion ? 'promoted' : move.done}`)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      </td>
    </tr>
  );
}
