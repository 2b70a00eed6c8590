import { Link } from 'react-router-dom';
import { useCancelRsvpMutation, useCreateRsvpMutation } from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import {
  countSpotsLeft,
  findActiveRsvp,
  isPaidTicketTier,
  isPastDate,
  isSocialHost,
  rsvpStatusLabel,
  type Rsvp,
  type SocialDetail,
} from '@socials/domain';
import { Button, Card, toast, toastError, useModalStack } from '@socials/ui';
import { BUTTON_LINK, TEXT_LINK } from '../../../shared/link-styles';
import { paths, socialPath } from '../../../shared/paths';

export const RSVP_SUCCESS_MESSAGE = "You're going!";

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
      ) : !user ? (
        <SignedOutAction social={social} />
      ) : myRsvp ? (
        <AttendeeStatus social={social} rsvp={myRsvp} />
      ) : (
        <RsvpAction social={social} />
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

/** Why nobody can RSVP right now, or null when they can. */
function closedReason(social: SocialDetail): string | null {
  if (social.isDeleted || social.isCancelled) return 'This social was cancelled';
  if (isPastDate(social.eventEndTimestamp, Date.now())) return 'This social has ended';
  if (countSpotsLeft(social) === 0) return 'Event is full';
  return null;
}

function SignedOutAction({ social }: { social: SocialDetail }) {
  const reason = closedReason(social);
  if (reason) return <ClosedButton reason={reason} />;
  return (
    <Link to={buildLoginPath(socialPath(social.slug))} className={BUTTON_LINK}>
      Sign in to RSVP
    </Link>
  );
}

function ClosedButton({ reason }: { reason: string }) {
  return (
    <Button disabled fullWidth>
      {reason}
    </Button>
  );
}

/** The free tier this slice can book; paid checkout comes later. */
function freeTierOf(social: SocialDetail) {
  return social.ticketTiers.find((tier) => !isPaidTicketTier(tier));
}

function RsvpAction({ social }: { social: SocialDetail }) {
  const [createRsvp, { isLoading }] = useCreateRsvpMutation();
  const reason = closedReason(social);
  if (reason) return <ClosedButton reason={reason} />;

  const tier = freeTierOf(social);
  if (social.ticketTiers.length > 0 && !tier) return <ClosedButton reason="Paid tickets are not on sale yet" />;

  const rsvp = async () => {
    try {
      await createRsvp({ socialId: social.id, ticketTierId: tier?.id }).unwrap();
      toast.success(RSVP_SUCCESS_MESSAGE);
    } catch (error) {
      // A 409 (already going, or the last seat went to someone else) carries its own message.
      toastError(error);
    }
  };

  return (
    <Button fullWidth loading={isLoading} onClick={rsvp}>
      RSVP
    </Button>
  );
}

function AttendeeStatus({ social, rsvp }: { social: SocialDetail; rsvp: Rsvp }) {
  const [cancelRsvp, { isLoading }] = useCancelRsvpMutation();
  const modals = useModalStack();
  const going = rsvp.status === 'APPROVED' || rsvp.status === 'ATTENDED';

  const cancel = async () => {
    try {
      await cancelRsvp({ socialId: social.id, rsvpId: rsvp.id }).unwrap();
      toast.success('Your RSVP is cancelled');
    } catch (error) {
      toastError(error);
    }
  };

  const confirmCancel = () =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">Your seat will go to someone else. You can RSVP again later if seats are left.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              Keep my RSVP
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                close();
                void cancel();
              }}
            >
              Cancel RSVP
            </Button>
          </div>
        </div>
      ),
      { title: 'Cancel your RSVP?' },
    );

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-lg font-semibold">
        {going ? "You're going" : rsvpStatusLabel(rsvp.status)}
      </p>
      <Link to={paths.myTicket} className={TEXT_LINK}>
        View your ticket
      </Link>
      <Button variant="secondary" loading={isLoading} onClick={confirmCancel}>
        Cancel RSVP
      </Button>
    </div>
  );
}
