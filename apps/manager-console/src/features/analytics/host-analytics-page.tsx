import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetHostAnalyticsQuery, useListHostSocialFiguresQuery } from '@socials/api-client';
import { Button, HostAnalyticsView, PagerButtons, usePageKeys, LoadError, PageLoader, TEXT_LINK, TextInput, useDocumentTitle } from '@socials/ui';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /host-analytics?host={userId} — one host's figures across their socials, for staff. */
export function HostAnalyticsPage() {
  useDocumentTitle('Host analytics');
  const [searchParams, setSearchParams] = useSearchParams();
  const hostId = searchParams.get('host') ?? '';
  const [draft, setDraft] = useState(hostId);
  const [draftError, setDraftError] = useState<string>();

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (!UUID.test(draft.trim())) {
      setDraftError("Paste the host's user id, e.g. from a social's analytics page");
      return;
    }
    setDraftError(undefined);
    setSearchParams({ host: draft.trim() });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Host analytics</h1>
      <form onSubmit={choose} className="flex flex-wrap items-end gap-3" noValidate>
        <TextInput
          label="Host's user id"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          {...(draftError ? { error: draftError } : {})}
          className="w-96 max-w-full"
        />
        <Button type="submit">Show</Button>
      </form>
      {hostId ? <HostFigures key={hostId} hostId={hostId} /> : null}
    </div>
  );
}

function HostFigures({ hostId }: { hostId: string }) {
  const pages = usePageKeys();
  const exclusiveStartKey = pages.startKey;
  const analytics = useGetHostAnalyticsQuery(hostId);
  const socials = useListHostSocialFiguresQuery({ userId: hostId, limit: PAGE_SIZE, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) });

  if (analytics.isLoading || socials.isLoading) return <PageLoader label="Loading analytics…" />;
  if (!analytics.data || !socials.data) {
    const failed = analytics.error ? analytics : socials;
    return <LoadError error={failed.error} onRetry={failed.refetch} />;
  }
  const nextKey = socials.data.meta.lastEvaluatedKey;
  return (
    <HostAnalyticsView
      analytics={analytics.data}
      socials={socials.data.data}
      socialLink={(social) => (
        <Link to={`/socials/${encodeURIComponent(social.id)}/analytics`} className={TEXT_LINK}>
          {social.title}
        </Link>
      )}
      pager={<PagerButtons pages={pages} lastEvaluatedKey={nextKey} noun="socials" />}
    />
  );
}
