import { useGetReviewsOfSocialQuery, useGetSocialReviewSummaryQuery } from '@socials/api-client';
import { describeRating, type SocialDetail } from '@socials/domain';
import { HostReviewCard, LoadError, PageLoader, StarRating } from '@socials/ui';
import { RateHostsForm } from '../../../shared/host-reviews/rate-hosts-form';

/** How many reviews the page shows; the host's profile lists them all. */
const REVIEWS_SHOWN = 10;

/** After the event: what attendees said of its hosts, and for a checked-in attendee, their own rating. */
export function SocialReviews({ social }: { social: SocialDetail }) {
  const summary = useGetSocialReviewSummaryQuery(social.id);
  const reviews = useGetReviewsOfSocialQuery({ socialId: social.id, limit: REVIEWS_SHOWN });
  const rsvp = social.myRsvp;

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
      <h2 id="reviews-title" className="text-xl font-semibold">
        Reviews of the hosts
      </h2>
      {summary.data ? (
        <p className="flex items-center gap-2 text-sm">
          {summary.data.average !== null ? <StarRating value={summary.data.average} /> : null}
          <span className="text-fg-muted">{describeRating(summary.data)}</span>
        </p>
      ) : null}
      {rsvp?.status === 'ATTENDED' ? <RateHostsForm socialId={social.id} rsvpId={rsvp.id} title={social.title} /> : null}
      {reviews.isLoading ? (
        <PageLoader label="Loading reviews…" />
      ) : reviews.error || !reviews.data ? (
        <LoadError error={reviews.error} onRetry={reviews.refetch} />
      ) : reviews.data.data.length === 0 ? (
        <p className="text-sm text-fg-muted">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data.data.map((review) => (
            <li key={review.id}>
              <HostReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
