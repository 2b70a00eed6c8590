import { Link } from 'react-router-dom';
import { useCancelRsvpMutation } from '@socials/api-client';
import { rsvpStatusLabel, type Rsvp, type SocialDetail } from '@socials/domain';
import { Button, TEXT_LINK, toast, toastError, useModalStack } from '@socials/ui';
import { ChatLink } from '../../../shared/chat-link';
import { paths } from '../../../shared/paths';
import { describeCancellation } from './cancellation-terms-text';

/** The attendee's RSVP on the event page: their status, their ticket, and cancelling with its terms. */
export function AttendeeStatus({ social, rsvp }: { social: SocialDetail; rsvp: Rsvp }) {
  const [cancelRsvp, { isLoading }] = useCancelRsvpMutation();
  const modals = useModalStack();
  const going = rsvp.status === 'APPROVED' || rsvp.status === 'ATTENDED';
  const canCancel = rsvp.status !== 'ATTENDED' && rsvp.status !== 'REJECTED';

  const cancel = async () => {
    try {
      await cancelRsvp({ socialId: social.id, rsvpId: rsvp.id }).unwrap();
      toast.success('Your RSVP is cancelled');
    } catch (error) {
      toastError(error);
    }
  };

  const confirmCancel = () => {
    const { allowed, lines } = describeCancellation(social, rsvp, Date.now());
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              Keep my RSVP
            </Button>
            {allowed ? (
              <Button
                variant="danger"
                onClick={() => {
                  close();
                  void cancel();
                }}
              >
                Cancel RSVP
              </Button>
            ) : null}
          </div>
        </div>
      ),
      { title: 'Cancel your RSVP?' },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-lg font-semibold">
        {going ? "You're going" : rsvpStatusLabel(rsvp.status)}
      </p>
      {rsvp.status === 'PENDING' ? <p className="text-sm text-fg-muted">The hosts will review your RSVP; we e-mail you their answer.</p> : null}
      {rsvp.status === 'WAITLIST' ? <p className="text-sm text-fg-muted">We e-mail you if a seat frees up.</p> : null}
      <Link to={paths.myTicket} className={TEXT_LINK}>
        View your ticket
      </Link>
      {/* The social's chat holds its hosts and the guests who are going. */}
      {going ? <ChatLink type="social" id={social.id} label="Chat with guests" /> : null}
      {canCancel ? (
        <Button variant="secondary" loading={isLoading} onClick={confirmCancel}>
          Cancel RSVP
        </Button>
      ) : null}
    </div>
  );
}
