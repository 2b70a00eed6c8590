import type { ReactNode } from 'react';
import { getDisplayName, type HostReview } from '@socials/domain';
import { Badge } from '../badge/badge';
import { cx } from '../internal/cx';
import { StarRating } from '../rating/star-rating';

const formatDay = (timestamp: number) => new Date(timestamp).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface HostReviewCardProps {
  review: HostReview;
  /** What the review is about, e.g. a link to the social; left out where the page is the social's. */
  about?: ReactNode;
  /** Controls of the reader's role: a host's reply form, staff's hide button. */
  actions?: ReactNode;
  className?: string;
}

/**
 * One review of a social's hosts: stars, words, who wrote it and when, the hosts' reply, and to
 * its author and staff, that it is hidden and why.
 */
export function HostReviewCard({ review, about, actions, className }: HostReviewCardProps) {
  const author = getDisplayName(review.author) || 'An attendee';
  return (
    <article className={cx('flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 text-fg', className)} aria-label={`Review by ${author}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <span className="text-sm font-medium">{author}</span>
        <time className="text-sm text-fg-muted" dateTime={new Date(review.createdAt).toISOString()}>
          {formatDay(review.createdAt)}
        </time>
        {review.hidden ? <Badge tone="warning">Hidden</Badge> : null}
      </div>
      {about ? <p className="text-sm text-fg-muted">{about}</p> : null}
      {review.hidden && review.hiddenReason ? <p className="text-sm text-fg-muted">Hidden by staff: {review.hiddenReason}</p> : null}
      {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
      {review.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3">
          <p className="text-sm font-medium">Reply from {getDisplayName(review.reply.author) || 'the host'}</p>
          <p className="text-sm whitespace-pre-line">{review.reply.comment}</p>
        </div>
      ) : null}
      {actions}
    </article>
  );
}
