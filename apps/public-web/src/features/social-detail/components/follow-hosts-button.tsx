import { Link, useLocation } from 'react-router-dom';
import { useFollowHostsMutation, useUnsubscribeMutation } from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import { isSocialHost, type SocialDetail } from '@socials/domain';
import { Button, SECONDARY_BUTTON_LINK, toast, toastError } from '@socials/ui';

const hostIdsOf = (social: SocialDetail) => [...new Set([social.owner.id, ...social.hosts.map((host) => host.id)])];

/**
 * Follow every host of the social, so their messages to followers reach you, or stop (each host).
 * A visitor is sent to sign in first; the hosts themselves see nothing.
 */
export function FollowHostsButton({ social }: { social: SocialDetail }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const [follow, following] = useFollowHostsMutation();
  const [unfollow, unfollowing] = useUnsubscribeMutation();

  if (isLoading) return null;
  if (!user) {
    return (
      <Link to={buildLoginPath(`${location.pathname}${location.search}`)} className={SECONDARY_BUTTON_LINK}>
        Sign in to follow the hosts
      </Link>
    );
  }
  if (isSocialHost(social, user.id)) return null;

  const subscribed = social.isSubscribedAllHosts;
  const toggle = async () => {
    try {
      if (subscribed) {
        for (const hostId of hostIdsOf(social)) await unfollow({ hostId }).unwrap();
        toast.success('You no longer follow the hosts');
      } else {
        await follow({ hostId: social.owner.id, allHostsOfSocialId: social.id }).unwrap();
        toast.success('You follow the hosts: their messages will reach you');
      }
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Button variant={subscribed ? 'secondary' : 'primary'} size="sm" loading={following.isLoading || unfollowing.isLoading} onClick={toggle}>
      {subscribed ? 'Following' : 'Follow'}
    </Button>
  );
}
