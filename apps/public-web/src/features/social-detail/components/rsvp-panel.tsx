import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@socials/auth';
import { findActiveRsvp, isSocialHost, type SocialDetail } from '@socials/domain';
import { Button, BUTTON_LINK, Card, Spinner } from '@socials/ui';
import { closedReason, rsvpCallToAction } from './rsvp-call-to-action';
import { TicketTiers } from './ticket-tiers';

// Only a guest with an RSVP sees their status and the cancelling terms: the page most visitors open
// (someone else's shared link, signed out) does not load them.
const AttendeeStatus = lazy(async () => ({ default: (await import('./attendee-status')).AttendeeStatus }));
// Likewise what a host is told (their guests' chat, the editor): few of the page's visitors host it.
const HostNote = lazy(async () => ({ default: (await import('./host-note')).HostNote }));

/** The RSVP call to action and, once RSVP'd, the attendee's status with a way to cancel. */
export function RsvpPanel({ social }: { social: SocialDetail }) {
  const { user, isLoading } = useCurrentUser();
  const myRsvp = findActiveRsvp(social.myRsvp ? [social.myRsvp] : []);
  const isHost = Boolean(user && isSocialHost(social, user.id));

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
        <Suspense fallback={<Spinner size="sm" label="Loading your RSVP…" />}>
          <AttendeeStatus social={social} rsvp={myRsvp} />
        </Suspense>
      ) : (
        <RsvpAction social={social} signedIn={Boolean(user)} />
      )}
      {isHost ? (
        <Suspense fallback={null}>
          <HostNote socialId={social.id} />
        </Suspense>
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
      <TicketTiers tiers={social.ticketTiers} />
      {action.soldOut ? <p className="text-sm text-fg-muted">Sold out: you can still join the waitlist.</p> : null}
      {social.requiresApproval ? <p className="text-sm text-fg-muted">The hosts review every RSVP.</p> : null}
      <Link to={action.to} className={BUTTON_LINK}>
        {action.label}
      </Link>
    </div>
  );
}
