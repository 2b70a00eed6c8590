import { useState } from 'react';
import { useChangeReviewMutation, useGetPublishedReviewsQuery } from '@socials/api-client';
import { getDisplayName, MAX_REVIEW_MODERATION_REASON_LENGTH, type HostReview } from '@socials/domain';
import { Button, EmptyState, HostReviewCard, LoadError, PageLoader, TextInput, toast, toastError, useConfirm, useDocumentTitle } from '@socials/ui';

/** How many of the newest reviews staff look through. */
const RECENT_REVIEWS = 50;

/** /reviews — staff read the newest reviews of hosts and hide abusive ones (with a reason), or show them again. */
export function ReviewsModerationPage() {
  useDocumentTitle('Host reviews');
  const { data, error, isLoading, refetch } = useGetPublishedReviewsQuery({ limit: RECENT_REVIEWS });

  let content;
  if (isLoading) content = <PageLoader label="Loading reviews…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0)
    content = <EmptyState title="No reviews yet" description="Reviews attendees write about hosts show up here, newest first." />;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {data.data.map((review) => (
          <li key={review.id}>
            <HostReviewCard review={review} about={`About ${review.social.title}`} actions={<ModerationControls review={review} />} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Host reviews</h1>
        <p className="text-fg-muted">
          The newest reviews, hidden ones included. A hidden review leaves the hosts' pages and their averages; its author still sees it, with your reason.
        </p>
      </div>
      {content}
    </div>
  );
}

function ModerationControls({ review }: { review: HostReview }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [changeReview, { isLoading }] = useChangeReviewMutation();
  const confirm = useConfirm();
  const author = getDisplayName(review.author) || 'an attendee';

  async function setHidden(hidden: boolean) {
    try {
      await changeReview({ reviewId: review.id, body: { hidden, ...(reason.trim() ? { reason: reason.trim() } : {}) } }).unwrap();
      toast.success(hidden ? `The review by ${author} is hidden` : `The review by ${author} is shown again`);
      setReason('');
    } catch (error) {
      toastError(error);
    }
  }

  function askToHide() {
    if (!reason.trim()) {
      setReasonError('Say why the review is hidden');
      return;
    }
    setReasonError(undefined);
    confirm({
      title: `Hide the review by ${author}?`,
      body: "It leaves the hosts' pages and stops counting in their average. The author still sees it, marked hidden, with your reason.",
      keepLabel: 'Cancel',
      confirmLabel: `Hide the review by ${author}`,
      onConfirm: () => void setHidden(true),
    });
  }

  function askToShow() {
    confirm({
      title: `Show the review by ${author} again?`,
      body: "It returns to the hosts' pages and counts in their average again.",
      keepLabel: 'Cancel',
      confirmLabel: `Show the review by ${author}`,
      tone: 'primary',
      onConfirm: () => void setHidden(false),
    });
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-border pt-3">
      <TextInput
        label={review.hidden ? 'Note (optional)' : 'Reason for hiding'}
        value={reason}
        maxLength={MAX_REVIEW_MODERATION_REASON_LENGTH}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
        className="min-w-64 flex-1"
      />
      {review.hidden ? (
        <Button variant="secondary" loading={isLoading} onClick={askToShow}>
          Show again
        </Button>
      ) : (
        <Button variant="danger" loading={isLoading} onClick={askToHide}>
          Hide
        </Button>
      )}
    </div>
  );
}
