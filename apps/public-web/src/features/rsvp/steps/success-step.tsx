import { Link } from 'react-router-dom';
import type { Rsvp } from '@socials/domain';
import { paths } from '../../../shared/paths';
import { BUTTON_LINK, TEXT_LINK } from '@socials/ui';

const OUTCOMES: Partial<Record<Rsvp['status'], { title: string; text: string }>> = {
  APPROVED: { title: "You're going!", text: 'Your ticket is ready. We sent you a confirmation e-mail with a calendar invitation.' },
  PENDING: { title: 'Your RSVP is pending approval', text: 'The hosts review every RSVP. We e-mail you as soon as they decide.' },
  WAITLIST: { title: "You're on the waitlist", text: 'The social is full. We e-mail you if a seat frees up for you.' },
};

/** The last step: what the RSVP came to (approved, pending approval or waitlisted). */
export function SuccessStep({ rsvp, socialPath }: { rsvp: Rsvp; socialPath: string }) {
  const outcome = OUTCOMES[rsvp.status] ?? { title: 'Your RSVP is saved', text: 'See its status on your ticket.' };
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-xl font-semibold">
        {outcome.title}
      </p>
      <p className="text-sm text-fg-muted">{outcome.text}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.myTicket} className={BUTTON_LINK}>
          View your ticket
        </Link>
        <Link to={socialPath} className={TEXT_LINK}>
          Back to the social
        </Link>
      </div>
    </div>
  );
}
