import { Link } from 'react-router-dom';
import { useCurrentUser } from '@socials/auth';
import { findActiveRsvp, formatPriceDisplay, type SocialDetail } from '@socials/domain';
import { BUTTON_LINK } from '@socials/ui';
import { rsvpCallToAction } from './rsvp-call-to-action';

/**
 * Under the lg breakpoint the RSVP panel comes after the whole description: this bar keeps the
 * price and the RSVP button at the bottom of the screen. It is sticky, not fixed, and comes last
 * in the page's flow, so once scrolled to the end it sits below the content instead of over it.
 * Nothing to offer (already RSVP'd, cancelled, over): no bar.
 */
export function RegisterBar({ social }: { social: SocialDetail }) {
  const { user, isLoading } = useCurrentUser();
  const action = rsvpCallToAction(social, Boolean(user));
  if (isLoading || !action || findActiveRsvp(social.myRsvp ? [social.myRsvp] : [])) return null;
  return (
    <section
      aria-label="Register"
      className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-4 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden"
    >
      <p className="font-semibold">
        <span className="sr-only">Price: </span>
        {formatPriceDisplay(social.ticketTiers)}
      </p>
      <Link to={action.to} className={BUTTON_LINK}>
        {action.label}
      </Link>
    </section>
  );
}
