import { createContext, useContext, useRef, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetCitiesQuery, useGetReviewingPublicityQuery, useGetReviewingSummaryQuery } from '@socials/api-client';
import {
  approvalStatusLabel,
  displaySocialTitle,
  formatEventTime,
  formatPriceDisplay,
  getDisplayName,
  type PublicApprovalStatus,
  type Social,
} from '@socials/domain';
import { ApprovalBadge, Button, EmptyState, FOCUS_RING, LoadError, PageLoader, TEXT_LINK, useDocumentTitle, useMediaQuery, useNarrowScreen } from '@socials/ui';
import { hostPermissionsPath, paths, publicSocialUrl } from '../../shared/paths';
import { ApprovalActionsCell } from './components/approval-actions-cell';
import { CoverThumbnail } from './components/cover-thumbnail';
import { DescriptionPreview } from './components/description-preview';
import { useFocusAfterRemoval } from './components/use-focus-after-removal';
import { countOf, parseStatusFilter, STATUS_FILTERS, statusSearch } from './status-filters';

export const REVIEW_PAGE_SIZE = 20;

/** Below Tailwind's lg width the six columns leave the description too little room: cards instead. */
const CARDS_QUERY = '(max-width: 63.99rem)';

/** /public-events — staff review public socials and set their approval status. */
export function PublicEventsPage() {
  useDocumentTitle('Public events');
  const [searchParams] = useSearchParams();
  const status = parseStatusFilter(searchParams.get('status'));
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
        Public events
      </h1>
      <StatusFilters current={status} />
      {/* Another filter is another list, starting from its first page. */}
      <FocusFallback.Provider value={heading}>
        <ReviewList key={status ?? 'ALL'} status={status} />
      </FocusFallback.Provider>
    </div>
  );
}

/** Where the focus goes when the last social of the list leaves it. */
const FocusFallback = createContext<RefObject<HTMLElement | null>>({ current: null });

/** One link per status, each with how many socials it lists once the summary has come. */
function StatusFilters({ current }: { current: PublicApprovalStatus | undefined }) {
  const { data: summary } = useGetReviewingSummaryQuery();
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((filter) => {
          const isCurrent = filter.status === current;
          return (
            <li key={filter.label}>
              <Link
                to={`${paths.publicEvents}${statusSearch(filter.status)}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex rounded-full border px-4 py-1.5 text-sm ${FOCUS_RING} ${
                  isCurrent ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-surface-muted'
                }`}
              >
                {filter.label}
                {summary ? ` (${countOf(filter.status, summary.counts)})` : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ReviewList({ status }: { status: PublicApprovalStatus | undefined }) {
  const [pageKeys, setPageKeys] = useState<(string | undefined)[]>([undefined]);
  const first = useGetReviewingPublicityQuery({ status, limit: REVIEW_PAGE_SIZE });
  const lastKey = pageKeys[pageKeys.length - 1];
  const last = useGetReviewingPublicityQuery({ status, limit: REVIEW_PAGE_SIZE, exclusiveStartKey: lastKey });
  const { data: cities } = useGetCitiesQuery();
  const cityName = (cityId: string | null) => cities?.data.find((city) => city.id === cityId)?.name ?? '';
  const narrow = useNarrowScreen();
  const asCards = useMediaQuery(CARDS_QUERY) || narrow;

  if (first.isLoading) return <PageLoader label="Loading public events…" />;
  if (first.error) return <LoadError error={first.error} onRetry={first.refetch} />;
  if (!first.data || first.data.data.length === 0) {
    return (
      <EmptyState
        title={status ? 'No public events with this status' : 'No public events yet'}
        description="Public socials that hosts create show up here for review."
      />
    );
  }

  const nextKey = last.data?.meta.lastEvaluatedKey ?? null;
  const pages = pageKeys.map((key) => <ReviewPage key={key ?? 'first'} status={status} startKey={key} cityName={cityName} asCards={asCards} />);
  const caption = status ? `Public events: ${approvalStatusLabel(status)}` : 'Public events';
  return (
    <div className="flex flex-col gap-4">
      {asCards ? (
        // A phone or a small window has no room for six columns: each social becomes a card, its review actions on screen.
        <ul aria-label={caption} className="flex flex-col gap-3">
          {pages}
        </ul>
      ) : (
        // Fixed column widths that add up to less than the page's width, so the actions are never scrolled out of view.
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-surface-muted text-fg">
              <tr>
                <th scope="col" className="w-40 px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Cover and description
                </th>
                <th scope="col" className="w-36 px-4 py-3 font-semibold">
                  Host
                </th>
                <th scope="col" className="w-44 px-4 py-3 font-semibold">
                  When, where, price
                </th>
                <th scope="col" className="w-36 px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="w-44 px-4 py-3 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-surface">{pages}</tbody>
          </table>
        </div>
      )}
      {last.error ? <LoadError error={last.error} onRetry={last.refetch} /> : null}
      {nextKey ? (
        <Button variant="secondary" className="self-center" loading={last.isFetching} onClick={() => setPageKeys((keys) => [...keys, nextKey])}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

interface ReviewPageProps {
  status: PublicApprovalStatus | undefined;
  startKey: string | undefined;
  cityName: (cityId: string | null) => string;
  asCards: boolean;
}

/** One page of rows or cards; every page keeps its own cache entry, so an approval refreshes just its page. */
function ReviewPage({ status, startKey, cityName, asCards }: ReviewPageProps) {
  const { data } = useGetReviewingPublicityQuery({ status, limit: REVIEW_PAGE_SIZE, exclusiveStartKey: startKey });
  const Review = asCards ? ReviewCard : ReviewRow;
  return (
    <>
      {data?.data.map((social) => (
        <Review key={social.id} social={social} cityName={cityName(social.cityId)} />
      ))}
    </>
  );
}

interface ReviewProps {
  social: Social;
  cityName: string;
}

function ReviewRow({ social, cityName }: ReviewProps) {
  const title = displaySocialTitle(social);
  const row = useRef<HTMLTableRowElement>(null);
  useFocusAfterRemoval(row, useContext(FocusFallback));
  return (
    <tr ref={row} className="align-top">
      <th scope="row" className="px-4 py-3 font-medium break-words">
        <a href={publicSocialUrl(social.slug)} className={TEXT_LINK}>
          {title}
        </a>
      </th>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-2">
          <CoverThumbnail url={social.splashImageUrl} title={title} />
          <DescriptionPreview description={social.description} html={social.htmlDescription} title={title} />
        </div>
      </td>
      <td className="px-4 py-3 break-words">
        <HostName owner={social.owner} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-1">
          <span className="text-fg-muted">
            <EventTime social={social} />
          </span>
          <span>{placeOf(social, cityName)}</span>
          <span>{formatPriceDisplay(social.ticketTiers)}</span>
        </div>
      </td>
      <td className="px-4 py-3">
        <ReviewStatus social={social} />
      </td>
      <td className="px-4 py-3">
        <ApprovalActionsCell social={social} title={title} />
      </td>
    </tr>
  );
}

/** The social's host, with a link to the features staff turn on for them. */
function HostName({ owner }: { owner: Social['owner'] }) {
  const name = getDisplayName(owner) || '—';
  return (
    <span className="flex flex-col items-start gap-1">
      {name}
      <Link to={hostPermissionsPath(owner.id)} aria-label={`Permissions of ${name}`} className={`text-xs ${TEXT_LINK}`}>
        Permissions
      </Link>
    </span>
  );
}

/** ReviewRow on a phone: the same facts and actions, stacked. */
function ReviewCard({ social, cityName }: ReviewProps) {
  const title = displaySocialTitle(social);
  const card = useRef<HTMLLIElement>(null);
  useFocusAfterRemoval(card, useContext(FocusFallback));
  return (
    <li ref={card} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
      <h2 className="text-base font-medium break-words">
        <a href={publicSocialUrl(social.slug)} className={TEXT_LINK}>
          {title}
        </a>
      </h2>
      <CoverThumbnail url={social.splashImageUrl} title={title} />
      <DescriptionPreview description={social.description} html={social.htmlDescription} title={title} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-fg-muted">Host</dt>
        <dd>
          <HostName owner={social.owner} />
        </dd>
        <dt className="text-fg-muted">Date</dt>
        <dd>
          <EventTime social={social} />
        </dd>
        <dt className="text-fg-muted">City</dt>
        <dd>{placeOf(social, cityName)}</dd>
        <dt className="text-fg-muted">Price</dt>
        <dd>{formatPriceDisplay(social.ticketTiers)}</dd>
        <dt className="text-fg-muted">Status</dt>
        <dd>
          <ReviewStatus social={social} />
        </dd>
      </dl>
      <ApprovalActionsCell social={social} title={title} />
    </li>
  );
}

/** The status with the reason the reviewer gave the host, if any. */
function ReviewStatus({ social }: { social: Social }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ApprovalBadge status={social.publicApprovalStatus} />
      {social.publicApprovalReason ? <p className="max-w-xs text-xs text-fg-muted">Reason: {social.publicApprovalReason}</p> : null}
    </div>
  );
}

function EventTime({ social }: { social: Social }) {
  return <time dateTime={new Date(social.eventTimestamp).toISOString()}>{formatEventTime(social).text}</time>;
}

const placeOf = (social: Social, cityName: string) => (social.isOnline ? 'Online' : cityName || '—');
