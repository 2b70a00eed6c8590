import { useState, type FormEvent } from 'react';
import { useGetReviewsOfHostQuery, useReplyToReviewMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { describeRating, MAX_REVIEW_COMMENT_LENGTH, type HostReview, type HostReviewFilter } from '@socials/domain';
import {
  Button,
  EmptyState,
  HostReviewCard,
  LoadError,
  PageLoader,
  PagerButtons,
  Select,
  StarRating,
  TextArea,
  toast,
  toastError,
  useDocumentTitle,
  usePageKeys,
} from '@socials/ui';

const FILTERS: { value: HostReviewFilter; label: string }[] = [
  { value: 'ALL_REVIEWS', label: 'All reviews' },
  { value: 'COMMENTS_ONLY', label: 'With a comment' },
];

/** /reviews — what attendees said about the socials the signed-in user hosts, each with a reply. */
export function HostReviewsPage() {
  useDocumentTitle('Reviews');
  const { user } = useCurrentUser();
  const [filter, setFilter] = useState<HostReviewFilter>('ALL_REVIEWS');
  const pages = usePageKeys();
  const exclusiveStartKey = pages.startKey;
  const { data, error, isLoading, refetch } = useGetReviewsOfHostQuery(
    { userId: user?.id ?? '', filter, limit: 20, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
    { skip: !user },
  );

  let content;
  if (isLoading || !user) content = <PageLoader label="Loading reviews…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0)
    content = <EmptyState title="No reviews yet" description="After your socials, attendees who were checked in can rate them. Their reviews show up here." />;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {data.data.map((review) => (
          <li key={review.id}>
            <HostReviewCard review={review} about={review.social.title} actions={<ReplyForm review={review} />} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Reviews</h1>
          {data ? (
            <p className="flex items-center gap-2 text-sm">
              {data.summary.average !== null ? <StarRating value={data.summary.average} /> : null}
              <span className="text-fg-muted">{describeRating(data.summary)}</span>
            </p>
          ) : null}
        </div>
        <Select
          label="Show"
          value={filter}
          options={FILTERS}
          onChange={(event) => {
            setFilter(event.target.value as HostReviewFilter);
            pages.reset();
          }}
        />
      </div>
      {content}
      <PagerButtons pages={pages} lastEvaluatedKey={data?.meta.lastEvaluatedKey} noun="reviews" />
    </div>
  );
}

/** The hosts' one reply to a review; sending it again replaces it. */
function ReplyForm({ review }: { review: HostReview }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState(review.reply?.comment ?? '');
  const [error, setError] = useState<string>();
  const [reply, { isLoading }] = useReplyToReviewMutation();
  const author = review.author.firstName ?? 'the attendee';

  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {review.reply ? `Edit reply to ${author}` : `Reply to ${author}`}
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim()) {
      setError('Write a reply');
      return;
    }
    setError(undefined);
    try {
      await reply({ reviewId: review.id, body: { comment } }).unwrap();
      toast.success('Reply posted');
      setOpen(false);
    } catch (failure) {
      toastError(failure);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reply to ${author}`} className="flex flex-col gap-2">
      <TextArea
        label="Your reply"
        value={comment}
        rows={3}
        maxLength={MAX_REVIEW_COMMENT_LENGTH}
        error={error}
        onChange={(event) => setComment(event.target.value)}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={isLoading}>
          {review.reply ? 'Update reply' : 'Post reply'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
