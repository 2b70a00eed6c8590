import { AttendeeGrade, canTransitionRsvp, getDisplayName, isPaidTicketTier, type Rsvp, type SocialDetail, type TicketTier } from '@socials/domain';
import { useUpdateAttendeeMutation, type UpdateAttendeeArgs } from '@socials/api-client';
import { Button, Select, toast, toastError, useModalStack } from '@socials/ui';
import { GRADE_LABELS } from '../attendee-labels';
import { PaymentDetailPanel } from './payment-detail';

const HOST_MOVES = [
  { status: 'APPROVED', label: 'Approve', done: 'approved' },
  { status: 'WAITLIST', label: 'Waitlist', done: 'waitlisted' },
  { status: 'REJECTED', label: 'Reject', done: 'rejected' },
] as const;

const GRADE_OPTIONS = AttendeeGrade.options.map((grade) => ({ value: grade, label: GRADE_LABELS[grade] }));

export const guestNameOf = (rsvp: Rsvp) => getDisplayName(rsvp.user) || rsvp.user?.slug || 'Guest';

/** One guest as the table row and the card both show them, with the change a host can ask for. */
export interface AttendeeControls {
  social: SocialDetail;
  rsvp: Rsvp;
  name: string;
  tier: TicketTier | undefined;
  isUpdating: boolean;
  /** Sends the change and says `done` in a toast once it is saved. */
  update: (body: UpdateAttendeeArgs['body'], done: string) => Promise<void>;
}

export function useAttendeeControls(social: SocialDetail, rsvp: Rsvp): AttendeeControls {
  const [updateAttendee, { isLoading }] = useUpdateAttendeeMutation();
  const update: AttendeeControls['update'] = async (body, done) => {
    try {
      await updateAttendee({ socialId: social.id, rsvpId: rsvp.id, body }).unwrap();
      toast.success(done);
    } catch (error) {
      toastError(error);
    }
  };
  return {
    social,
    rsvp,
    name: guestNameOf(rsvp),
    tier: social.ticketTiers.find((candidate) => candidate.id === rsvp.ticketTierId),
    isUpdating: isLoading,
    update,
  };
}

/** The host's grade of the guest; `labelShown` shows "Grade" above it, the guest's name staying in its accessible name. */
export function AttendeeGradeSelect({ guest, labelShown = false }: { guest: AttendeeControls; labelShown?: boolean }) {
  const { rsvp, name, isUpdating, update } = guest;
  const fullLabel = `Grade of ${name}`;
  return (
    <Select
      label={labelShown ? 'Grade' : fullLabel}
      hideLabel={!labelShown}
      aria-label={labelShown ? fullLabel : undefined}
      options={GRADE_OPTIONS}
      value={rsvp.grade}
      disabled={isUpdating}
      onChange={(event) => void update({ grade: event.target.value as AttendeeGrade }, `${name} graded ${GRADE_LABELS[event.target.value as AttendeeGrade]}`)}
    />
  );
}

/** The payment of a paid tier, and the status moves a host may make from the guest's status. */
export function AttendeeActions({ guest }: { guest: AttendeeControls }) {
  const { social, rsvp, name, tier, isUpdating, update } = guest;
  const modals = useModalStack();
  const moves = HOST_MOVES.filter((move) => canTransitionRsvp(rsvp.status, move.status, 'HOST'));
  const isManualPromotion = rsvp.status === 'WAITLIST' && social.waitlistPromotionMode === 'MANUAL';

  return (
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
            loading={isUpdating}
            aria-label={`${label} ${name}`}
            onClick={() => void update({ status: move.status }, `${name} ${move.status === 'APPROVED' && isManualPromotion ? 'promoted' : move.done}`)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
