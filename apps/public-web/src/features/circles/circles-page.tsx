import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyCirclesQuery, useGetPublicCirclesQuery, useSearchCirclesQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import type { CirclePage } from '@socials/domain';
import { BUTTON_LINK, Button, EmptyState, TEXT_LINK, LoadError, PageLoader, PagerButtons, TextInput, usePageKeys, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';
import { CircleCard } from './circle-card';

/** /circles — communities to join: listed circles (or those matching a search), and the caller's own. */
export function CirclesPage() {
  useDocumentTitle('Circles');
  const { user } = useCurrentUser();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const pages = usePageKeys();
  const listed = useGetPublicCirclesQuery({ limit: 20, ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}) }, { skip: query !== '' });
  const found = useSearchCirclesQuery({ q: query, limit: 20, ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}) }, { skip: query === '' });
  const result = query === '' ? listed : found;

  const search = (event: FormEvent) => {
    event.preventDefault();
    pages.reset();
    setQuery(draft.trim());
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight">Circles</h1>
        {user ? (
          <Link to={paths.newCircle} className={BUTTON_LINK}>
            Create a circle
          </Link>
        ) : null}
      </div>
      {user ? <MyCircles /> : null}
      <section aria-labelledby="find-circles-title" className="flex flex-col gap-4">
        <h2 id="find-circles-title" className="text-2xl font-semibold">
          Find a circle
        </h2>
        <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <TextInput label="Search circles" name="q" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Name or topic" />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <CircleResults result={result} empty={query ? `No circle matches “${query}”.` : 'Nobody has started a circle yet.'} />
        {result.data ? <PagerButtons pages={pages} lastEvaluatedKey={result.data.meta.lastEvaluatedKey} noun="circles" /> : null}
      </section>
      <p className="text-sm text-fg-muted">
        A club that takes members by invitation?{' '}
        <Link to={paths.clubAccessRequest} className={TEXT_LINK}>
          Request access
        </Link>
        . Missing one?{' '}
        <Link to={paths.newClubRequest} className={TEXT_LINK}>
          Request a new club
        </Link>
        .
      </p>
    </div>
  );
}

interface ListResult {
  data?: CirclePage | undefined;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

function CircleResults({ result, empty }: { result: ListResult; empty: string }) {
  if (result.isLoading) return <PageLoader label="Loading circles…" />;
  if (result.error || !result.data) return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
  if (result.data.data.length === 0) return <EmptyState title="No circles here" description={empty} headingLevel={3} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {result.data.data.map((circle) => (
        <li key={circle.id}>
          <CircleCard circle={circle} />
        </li>
      ))}
    </ul>
  );
}

/** The caller's circles: those they belong to, asked to join or are invited to. */
function MyCircles() {
  const pages = usePageKeys();
  const mine = useGetMyCirclesQuery({ limit: 20, ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}) });
  return (
    <section aria-labelledby="my-circles-title" className="flex flex-col gap-4">
      <h2 id="my-circles-title" className="text-2xl font-semibold">
        My circles
      </h2>
      <CircleResults result={mine} empty="Join a circle below, or create your own." />
      {mine.data ? <PagerButtons pages={pages} lastEvaluatedKey={mine.data.meta.lastEvaluatedKey} noun="of my circles" /> : null}
    </section>
  );
}
