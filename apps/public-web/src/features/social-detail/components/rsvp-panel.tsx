import { Link } from 'react-router-dom';
import { useCancelRsvpMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { findActiveRsvp, isSocialHost, rsvpStatusLabel, type Rsvp, type SocialDetail } from '@socials/domain';
import { Button, BUTTON_LINK, Card, TEXT_LINK, toast, toastError, useModalStack } from '@socials/ui';
import { paths } from '../../../shared/paths';
import { describeCancellation } from './cancellation-terms-text';
import { closedReason, rsvpCallToAction } from './rsvp-call-to-action';

const editSocialUrl = (id: string) => `/host/socials/${encodeURIComponent(id)}/edit`;

/** The RSVP call to action and, once RSVP'd, the attendee's status with a way to cancel. */
export function RsvpPanel({ social }: { social: SocialDetail }) {
  const { user, isLoading } = useCurrentUser();
  const myRsvp = findActiveRsvp(social.myRsvp ? [social.myRsvp] : []);

  return (
    <Card as="section" aria-labelledby="rsvp-title" className="flex flex-col gap-4">
      <h2 id="rsvp-title" className="text-lg font-semibold">
        {myRsvp ? 'Your RSVP' : 'Join this social'}
      </h2>
      {isLoading ? (
        <Button loading disabled fullWidth>
          RSVP
        </Button>
      ) : myRsvp ? (
        <AttendeeStatus social={social} rsvp={myRsvp} />
      ) : (
        <RsvpAction social={social} signedIn={Boolean(user)} />
      )}
      {user && isSocialHost(social, user.id) ? (
        <p className="text-sm text-fg-muted">
          You are hosting this social.{' '}
          <a href={editSocialUrl(social.id)} className={TEXT_LINK}>
            Edit it in the host portal
          </a>
        </p>
      ) : null}
    </Card>
  );
}

function RsvpAction({ social, signedIn }: { social: SocialDetail; signedIn: boolean }) {
  const action = rsvpCallToAction(social, signedIn);
  if (!action) {
    return (
      <Button disabled fullWidth>
        {closedReason(social)}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {action.soldOut ? <p className="text-sm text-fg-muted">Sold out: you can still join the waitlist.</p> : null}
      {social.requiresApproval ? <p className="text-sm text-fg-muted">The hosts review every RSVP.</p> : null}
      <Link to={action.to} className={BUTTON_LINK}>
        {action.label}
      </Link>
    </div>
  );
}

function AttendeeStatus({ social, rsvp }: { social: SocialDetail; rsvp: Rsvp }) {
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
      {canCancel ? (
        <Button variant="secondary" loading={isLoading} onClick={confirmCancel}>
          Cancel RSVP
        </Button>
      ) : null}
    </div>
  );
}
