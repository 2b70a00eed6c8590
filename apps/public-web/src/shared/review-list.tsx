import { Link } from 'react-router-dom';
import type { HostReview } from '@socials/domain';
import { HostReviewCard, TEXT_LINK } from '@socials/ui';
import { socialPath } from './paths';

/** Reviews as cards, each naming the social it was written about with a link to it. */
export function ReviewList({ reviews, busy }: { reviews: readonly HostReview[]; busy?: boolean }) {
  return (
    <ul className="flex flex-col gap-3" aria-busy={busy}>
      {reviews.map((review) => (
        <li key={review.id}>
          <HostReviewCard
            review={review}
            about={
              <Link to={socialPath(review.social.slug)} className={TEXT_LINK}>
                {review.social.title}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
