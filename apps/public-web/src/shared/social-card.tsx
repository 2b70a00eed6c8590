import { Link } from 'react-router-dom';
import { countSpotsLeft, displaySocialTitle, formatEventTime, IMAGE_SIZES, isPastDate, formatPriceDisplay, type Social } from '@socials/domain';
import { Badge, Card, FOCUS_RING } from '@socials/ui';
import { socialCoverSrc } from './absolute-url';
import { socialPath } from './paths';

export interface SocialCardProps {
  social: Social;
  cityName: string | null;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3;
  /**
   * The first card of a page, on the screen when it opens: its image is fetched at once and first
   * (often the page's largest paint); the others wait until they scroll near.
   */
  priority?: boolean;
}

/** A social in a list: the title links to its page. */
export function SocialCard({ social, cityName, headingLevel = 3, priority = false }: SocialCardProps) {
  const Heading = `h${headingLevel}` as const;
  const time = formatEventTime(social);
  const isFeatured = social.publicApprovalStatus === 'APPROVED_FEATURE';
  // Sold out matters only while one could still RSVP.
  const soldOut = countSpotsLeft(social) === 0 && !social.isCancelled && !isPastDate(social.eventEndTimestamp, Date.now());
  return (
    <Card as="article" className="flex h-full flex-col gap-2">
      <img
        src={socialCoverSrc(social.splashImageUrl, IMAGE_SIZES.socialCard)}
        alt=""
        width={IMAGE_SIZES.socialCard.width}
        height={IMAGE_SIZES.socialCard.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-[2/1] h-auto w-full rounded-lg object-cover"
      />
      {isFeatured || social.isOnline || soldOut ? (
        <div className="flex flex-wrap gap-2">
          {isFeatured ? <Badge tone="info">Featured</Badge> : null}
          {social.isOnline ? <Badge>Online</Badge> : null}
          {soldOut ? <Badge tone="warning">Sold out</Badge> : null}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold">
        <Link to={socialPath(social.slug)} className={`hover:underline ${FOCUS_RING}`}>
          {displaySocialTitle(social)}
        </Link>
      </Heading>
      <p className="text-sm text-fg-muted">
        <time dateTime={new Date(social.eventTimestamp).toISOString()}>{time.text}</time>
      </p>
      <p className="mt-auto flex flex-wrap justify-between gap-2 pt-2 text-sm">
        <span>{social.isOnline ? 'Online' : (cityName ?? social.venueData?.city ?? '')}</span>
        <span className="font-medium">{formatPriceDisplay(social.ticketTiers)}</span>
      </p>
    </Card>
  );
}
