import type { SocialDetail } from '@socials/domain';

/** The follow button's text and look: the same while its code loads as once it works. */
export function followButtonLabel(social: SocialDetail) {
  return social.isSubscribedAllHosts ? ({ label: 'Following', variant: 'secondary' } as const) : ({ label: 'Follow', variant: 'primary' } as const);
}
