import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import { isSocialHost, type SocialDetail } from '@socials/domain';
import { Button, SECONDARY_BUTTON_LINK } from '@socials/ui';
import { followButtonLabel } from './follow-button-label';

// What following does (the calls and their toasts) loads when a signed-in visitor is shown the button,
// not with the event page most visitors read signed out.
const FollowToggle = lazy(async () => ({ default: (await import('./follow-toggle')).FollowToggle }));

/**
 * Follow every host of the social, so their messages to followers reach you, or stop (each host).
 * A visitor is sent to sign in first; the hosts themselves see nothing.
 */
export function FollowHostsButton({ social }: { social: SocialDetail }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return null;
  if (!user) {
    return (
      <Link to={buildLoginPath(`${location.pathname}${location.search}`)} className={SECONDARY_BUTTON_LINK}>
        Sign in to follow the hosts
      </Link>
    );
  }
  if (isSocialHost(social, user.id)) return null;
  const { label, variant } = followButtonLabel(social);
  return (
    <Suspense
      fallback={
        <Button variant={variant} size="sm" disabled>
          {label}
        </Button>
      }
    >
      <FollowToggle social={social} />
    </Suspense>
  );
}
