import { useFollowHostsMutation, useUnsubscribeMutation } from '@socials/api-client';
import type { SocialDetail } from '@socials/domain';
import { Button, toast, toastError } from '@socials/ui';
import { followButtonLabel } from './follow-button-label';

const hostIdsOf = (social: SocialDetail) => [...new Set([social.owner.id, ...social.hosts.map((host) => host.id)])];

/** Follows every host of the social, or stops following each (a signed-in visitor who is not a host). */
export function FollowToggle({ social }: { social: SocialDetail }) {
  const [follow, following] = useFollowHostsMutation();
  const [unfollow, unfollowing] = useUnsubscribeMutation();
  const subscribed = social.isSubscribedAllHosts;
  const { label, variant } = followButtonLabel(social);
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
    <Button variant={variant} size="sm" loading={following.isLoading || unfollowing.isLoading} onClick={toggle}>
      {label}
    </Button>
  );
}
