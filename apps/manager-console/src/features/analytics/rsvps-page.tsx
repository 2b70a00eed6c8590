import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListManagerRsvpsQuery } from '@socials/api-client';
import { getDisplayName, RsvpStatus, rsvpStatusLabel } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, Select, TEXT_LINK, useDocumentTitle } from '@socials/ui';

const PAGE_SIZE = 25;
const ANY_STATUS = 'ANY';
const STATUS_OPTIONS = [
  { value: ANY_STATUS, label: 'Any status' },
  ...RsvpStatus.options.map((status) => ({ value: status, label: `${rsvpStatusLabel(status)} (${status})` })),
];

const formatWhen = (timestamp: number) => new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** /rsvps — the newest RSVPs of every social, by status, page by page. */
export function RsvpsPage() {
  useDocumentTitle('RSVPs');
  const [status, setStatus] = useState<RsvpStatus | typeof ANY_STATUS>(ANY_STATUS);
  // The keys of the pages before the one shown: Older pushes one, Newer pops it.
  const [pageKeys, setPageKeys] = useState<string[]>([]);
  const exclusiveStartKey = pageKeys[pageKeys.length - 1];
  const { data, error, isLoading, isFetching, refetch } = useListManagerRsvpsQuery({
    limit: PAGE_SIZE,
    ...(status === ANY_STATUS ? {} : { status }),
    ...(exclusiveStartKey ? { exclusiveStartKey } : {}),
  });

  let content;
  if (isLoading) content = <PageLoader label="Loading RSVPs…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0) content = <EmptyState title="No RSVPs" description="No RSVP has this status yet." />;
  else {
    const nextKey = data.meta.lastEvaluatedKey;
    content = (
      <>
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-sm" aria-busy={isFetching}>
            <caption className="sr-only">RSVPs, newest first</caption>
            <thead>
              <tr className="border-b border-border text-left">
                {['Guest', 'Social', 'Status', 'Tier', 'RSVPed', 'Checked in'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((rsvp) => (
                <tr key={rsvp.id} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {getDisplayName(rsvp.user) || 'Unnamed guest'}
                  </th>
                  <td className="px-3 py-2">
                    <Link to={`/socials/${encodeURIComponent(rsvp.social.id)}/analytics`} className={TEXT_LINK}>
                      {rsvp.social.title}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{rsvpStatusLabel(rsvp.status)}</td>
                  <td className="px-3 py-2">{rsvp.tierName ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatWhen(rsvp.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{rsvp.attendedAt === null ? '—' : formatWhen(rsvp.attendedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex gap-2">
          {pageKeys.length > 0 ? (
            <Button variant="secondary" onClick={() => setPageKeys((keys) => keys.slice(0, -1))}>
              Newer RSVPs
            </Button>
          ) : null}
          {nextKey ? (
            <Button variant="secondary" onClick={() => setPageKeys((keys) => [...keys, nextKey])}>
              Older RSVPs
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">RSVPs</h1>
        <Select
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => {
            setStatus(event.target.value as RsvpStatus | typeof ANY_STATUS);
            setPageKeys([]);
          }}
        />
      </div>
      {content}
    </div>
  );
}
