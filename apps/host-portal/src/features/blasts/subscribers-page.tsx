import { useState } from 'react';
import { useExportSubscribersCsvMutation, useGetSubscribersQuery } from '@socials/api-client';
import { formatZonedTimestamp } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, toast, toastError, useDocumentTitle } from '@socials/ui';
import { downloadText } from '../../shared/download-text';
import { BlastTabs } from './components/blast-tabs';

const PAGE_SIZE = 50;

/** The host's own zone: messages to subscribers belong to no social, so their time is picked where the host is. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /subscribers — the people who follow the host, their CSV, and messages to all of them. */
export function SubscribersPage() {
  useDocumentTitle('Subscribers');
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">Subscribers</h1>
      <SubscriberList />
      <section aria-labelledby="message-subscribers-title" className="flex flex-col gap-4">
        <h2 id="message-subscribers-title" className="text-2xl font-semibold">
          Message subscribers
        </h2>
        <BlastTabs timezone={browserTimeZone()} headingLevel={3} />
      </section>
    </div>
  );
}

function SubscriberList() {
  const [offset, setOffset] = useState(0);
  const subscribers = useGetSubscribersQuery({ offset, limit: PAGE_SIZE });
  const [exportCsv, { isLoading: exporting }] = useExportSubscribersCsvMutation();
  const zone = browserTimeZone();

  const download = async () => {
    try {
      downloadText(await exportCsv().unwrap(), 'subscribers.csv', 'text/csv;charset=utf-8');
      toast.success('Subscribers downloaded');
    } catch (error) {
      toastError(error);
    }
  };

  if (subscribers.isLoading) return <PageLoader label="Loading subscribers…" />;
  if (!subscribers.data) return <LoadError error={subscribers.error} onRetry={subscribers.refetch} />;
  const { data, total } = subscribers.data;
  if (total === 0) {
    return (
      <EmptyState title="No subscribers yet" description="People who follow you on a social's page show here, and your messages to subscribers reach them." />
    );
  }
  const last = Math.min(offset + data.length, total);
  return (
    <section aria-labelledby="subscriber-list-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscriber-list-title" className="text-xl font-semibold">
          {total.toLocaleString('en-US')} {total === 1 ? 'person follows' : 'people follow'} you
        </h2>
        <Button variant="secondary" loading={exporting} onClick={download}>
          Download CSV
        </Button>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface text-sm" aria-busy={subscribers.isFetching || undefined}>
        {data.map((subscriber) => (
          <li key={subscriber.userId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{subscriber.name}</p>
              <p className="break-all text-fg-muted">{subscriber.email}</p>
            </div>
            <p className="text-fg-muted">Since {formatZonedTimestamp(subscriber.subscribedAt, zone)}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="Subscriber pages" className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          {offset + 1}–{last} of {total.toLocaleString('en-US')}
        </span>
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
          Next
        </Button>
      </nav>
    </section>
  );
}
