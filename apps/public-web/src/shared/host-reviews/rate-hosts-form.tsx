import { useState, type FormEvent } from 'react';
import { useGetSocialReviewSummaryQuery, useReviewHostsMutation } from '@socials/api-client';
import { MAX_REVIEW_COMMENT_LENGTH, type HostReview } from '@socials/domain';
import { Button, StarRatingInput, TextArea, toast, toastError } from '@socials/ui';

export interface RateHostsFormProps {
  socialId: string;
  rsvpId: string;
  /** The social's title, to name the form. */
  title: string;
}

/**
 * "Rate the hosts" on a ticket of an event the attendee was checked in at, once it is over: stars
 * and a comment, editable afterwards. Shown only when the server says the attendee may review
 * (or already did).
 */
export function RateHostsForm({ socialId, rsvpId, title }: RateHostsFormProps) {
  const { data, isLoading } = useGetSocialReviewSummaryQuery(socialId);
  if (isLoading) return <p className="text-sm text-fg-muted">Loading your review…</p>;
  if (!data || (!data.canReview && !data.myReview)) return null;
  return <ReviewForm key={data.myReview?.id ?? 'new'} socialId={socialId} rsvpId={rsvpId} title={title} myReview={data.myReview} />;
}

function ReviewForm({ socialId, rsvpId, title, myReview }: RateHostsFormProps & { myReview: HostReview | null }) {
  const [rating, setRating] = useState<number | null>(myReview?.rating ?? null);
  const [comment, setComment] = useState(myReview?.comment ?? '');
  const [ratingError, setRatingError] = useState<string>();
  const [reviewHosts, { isLoading }] = useReviewHostsMutation();
  const heading = myReview ? 'Your review of the hosts' : 'Rate the hosts';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setRatingError('Choose from 1 to 5 stars');
      return;
    }
    setRatingError(undefined);
    try {
      await reviewHosts({ socialId, rsvpId, body: { rating, comment } }).unwrap();
      toast.success(myReview ? 'Your review is updated' : 'Thanks for rating the hosts');
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form aria-label={`${heading} of ${title}`} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="text-base font-semibold">{heading}</h3>
      {myReview?.hidden ? (
        <p className="text-sm text-danger-text">Staff hid this review from others{myReview.hiddenReason ? `: ${myReview.hiddenReason}` : ''}.</p>
      ) : null}
      <StarRatingInput legend="Your rating" name={`rating-${rsvpId}`} value={rating} onChange={setRating} error={ratingError} />
      <TextArea
        label="Comment (optional)"
        value={comment}
        maxLength={MAX_REVIEW_COMMENT_LENGTH}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        hint="Hosts and future attendees can read it."
      />
      <Button type="submit" loading={isLoading} className="self-start">
        {myReview ? 'Update review' : 'Submit review'}
      </Button>
    </form>
  );
}
