import { conferenceSiteUrl, type Conference } from '@socials/domain';
import { SECONDARY_BUTTON_LINK, TEXT_LINK } from '@socials/ui';

export interface ViewSiteLinkProps {
  conference: Pick<Conference, 'slug' | 'domain' | 'published'>;
  /** A small text link (a list's card) instead of a button-like one. */
  plain?: boolean;
}

/**
 * Opens the conference's site in a new tab: its own domain once it is published there, else the
 * site at /conference/ on this address naming it (a draft shows there to its organizers and staff).
 */
export function ViewSiteLink({ conference, plain = false }: ViewSiteLinkProps) {
  return (
    <a
      href={conferenceSiteUrl(conference, window.location.protocol)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="View site (opens in a new tab)"
      className={plain ? `text-sm ${TEXT_LINK}` : SECONDARY_BUTTON_LINK}
    >
      View site
    </a>
  );
}
