import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetHostedSocialsQuery } from '@socials/api-client';
import { displaySocialTitle, formatEventTime, type Social } from '@socials/domain';
import { ApprovalBadge, Badge, Button, BUTTON_LINK, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { editSocialPath, paths, publicSocialUrl, socialAttendeesPath, socialBlastsPath, socialCheckInPath, socialSalesPath } from '../../shared/paths';

const PAGE_SIZE = 20;

/** The API's two lists: upcoming (not ended yet) soonest first, past latest first. */
type When = 'upcoming' | 'past';

/** /socials — the socials the user owns or co-hosts. */
export function HostedSocialsPage() {
  useDocumentTitle('Your socials');
  const [when, setWhen] = useState<When>('upcoming');
  // Both first pages: together they tell whether the user hosts anything at all.
  const lists = {
    upcoming: useGetHostedSocialsQuery({ when: 'upcoming', limit: PAGE_SIZE }),
    past: useGetHostedSocialsQuery({ when: 'past', limit: PAGE_SIZE }),
  };
  const shown = lists[when];
  const hostsNone = lists.upcoming.data?.data.length === 0 && lists.past.data?.data.length === 0;

  let content;
  if (lists.upcoming.isLoading || lists.past.isLoading) content = <PageLoader label="Loading your socials…" />;
  else if (shown.error) content = <LoadError error={shown.error} onRetry={shown.refetch} />;
  else if (hostsNone)
    content = (
      <EmptyState
        title="You are not hosting any socials yet"
        description="Create one: it takes a minute, and you can keep it private until you are ready."
        action={
          <Link to={paths.newSocial} className={BUTTON_LINK}>
            Create your first social
          </Link>
        }
      />
    );
  else if (shown.data?.data.length === 0)
    content = <p className="text-sm text-fg-muted">{when === 'upcoming' ? 'No upcoming socials.' : 'No past socials yet.'}</p>;
  else content = <HostedList key={when} when={when} />;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Your socials</h1>
        <Link to={paths.newSocial} className={BUTTON_LINK}>
          Create a social
        </Link>
      </div>
      <div role="group" aria-label="Which socials" className="flex gap-2">
        {(['upcoming', 'past'] as const).map((option) => (
          <Button key={option} size="sm" variant={when === option ? 'primary' : 'secondary'} aria-pressed={when === option} onClick={() => setWhen(option)}>
            {option === 'upcoming' ? 'Upcoming' : 'Past'}
          </Button>
        ))}
      </div>
      {content}
    </div>
  );
}

/** One list, in the API's order, with "Load more" for its next pages. */
function HostedList({ when }: { when: When }) {
  // One entry per loaded page: undefined is the first, then each page's lastEvaluatedKey.
  const [pageKeys, setPageKeys] = useState<(string | undefined)[]>([undefined]);
  return (
    <ul className="flex flex-col gap-3">
      {pageKeys.map((key, index) => (
        <HostedPage
          key={key ?? 'first'}
          when={when}
          startKey={key}
          onMore={index === pageKeys.length - 1 ? (next) => setPageKeys((keys) => [...keys, next]) : null}
        />
      ))}
    </ul>
  );
}

interface HostedPageProps {
  when: When;
  startKey: string | undefined;
  /** Set on the last loaded page: shows "Load more" when there is a next page. */
  onMore: ((nextKey: string) => void) | null;
}

function HostedPage({ when, startKey, onMore }: HostedPageProps) {
  const { data, error, isLoading, refetch } = useGetHostedSocialsQuery({ when, limit: PAGE_SIZE, exclusiveStartKey: startKey });
  if (isLoading)
    return (
      <li>
        <PageLoader label="Loading more socials…" />
      </li>
    );
  if (error)
    return (
      <li>
        <LoadError error={error} onRetry={refetch} />
      </li>
    );
  const nextKey = data?.meta.lastEvaluatedKey ?? null;
  return (
    <>
      {data?.data.map((social) => (
        <HostedSocialRow key={social.id} social={social} />
      ))}
      {onMore && nextKey ? (
        <li className="flex justify-center pt-2">
          <Button variant="secondary" onClick={() => onMore(nextKey)}>
            Load more
          </Button>
        </li>
      ) : null}
    </>
  );
}

function HostedSocialRow({ social }: { social: Social }) {
  const title = displaySocialTitle(social);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="truncate text-lg font-semibold">{title}</h2>
        <p className="text-sm text-fg-muted">
          <time dateTime={new Date(social.eventTimestamp).toISOString()}>{formatEventTime(social).text}</time>
        </p>
        <p className="text-sm">
          {social.confirmedPax} going{social.maxCapacity === null ? '' : ` of ${social.maxCapacity}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {social.isCancelled ? <Badge tone="danger">Cancelled</Badge> : null}
          {social.isDeleted ? <Badge tone="dark">Deleted</Badge> : null}
          {social.isPublic ? <ApprovalBadge status={social.publicApprovalStatus} /> : <Badge>Not public</Badge>}
          {social.requiresApproval ? <Badge tone="info">Approval required</Badge> : null}
          {social.isOnline ? <Badge>Online</Badge> : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-4 text-sm font-medium">
        <Link to={editSocialPath(social.id)} className={TEXT_LINK} aria-label={`Edit ${title}`}>
          Edit
        </Link>
        <Link to={socialAttendeesPath(social.id)} className={TEXT_LINK} aria-label={`Guests of ${title}`}>
          Guests
        </Link>
        <Link to={socialCheckInPath(social.id)} className={TEXT_LINK} aria-label={`Check-in for ${title}`}>
          Check-in
        </Link>
        <Link to={socialSalesPath(social.id)} className={TEXT_LINK} aria-label={`Ticket sales of ${title}`}>
          Sales
        </Link>
        <Link to={socialBlastsPath(social.id)} className={TEXT_LINK} aria-label={`Messages to the guests of ${title}`}>
          Messages
        </Link>
        <a href={publicSocialUrl(social.slug)} className={TEXT_LINK} aria-label={`View ${title}`}>
          View
        </a>
      </div>
    </li>
  );
}
