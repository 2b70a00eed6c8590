import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetContentQuery, useListContentQuery } from '@socials/api-client';
import type { ContentEntry, ContentKind, ContentPage } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, PagerButtons, TEXT_LINK, useDocumentTitle, usePageKeys } from '@socials/ui';

/** Staff's Markdown, as the server rendered and sanitised it; styled by .rich-text. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  // Sanitised on the server (an allowlist: no script, style or event handlers; links open safely).
  return <div className={`rich-text text-fg ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** The content pages' date format: MMMM DD, YYYY. */
export function formatContentDate(at: number | null): string {
  return at === null ? '' : DATE.format(at);
}

export interface ContentListPageProps {
  kind: ContentKind;
  title: string;
  intro?: ReactNode;
  /** What the list says while it loads. */
  loadingLabel: string;
  empty: { title: string; description: string };
  /** Plural noun of the pager: "Older posts". */
  noun: string;
  limit?: number;
  children: (entries: ContentEntry[]) => ReactNode;
}

/** A page listing one kind's published entries: one h1, loading, empty and error states, newer/older pages. */
export function ContentListPage({ kind, title, intro, loadingLabel, empty, noun, limit = 20, children }: ContentListPageProps) {
  useDocumentTitle(title);
  const pages = usePageKeys();
  const { data, error, isLoading, isFetching, refetch } = useListContentQuery({
    kind,
    limit,
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro}
      <ListBody data={data} error={error} isLoading={isLoading} refetch={refetch} loadingLabel={loadingLabel} empty={empty}>
        {(page) => (
          <>
            <div aria-busy={isFetching}>{children(page.data)}</div>
            <PagerButtons pages={pages} lastEvaluatedKey={page.meta.lastEvaluatedKey} noun={noun} />
          </>
        )}
      </ListBody>
    </div>
  );
}

interface ListBodyProps {
  data: ContentPage | undefined;
  error: unknown;
  isLoading: boolean;
  refetch: () => void;
  loadingLabel: string;
  empty: { title: string; description: string };
  children: (page: ContentPage) => ReactNode;
}

function ListBody({ data, error, isLoading, refetch, loadingLabel, empty, children }: ListBodyProps) {
  if (isLoading) return <PageLoader label={loadingLabel} />;
  if (error || !data) return <LoadError error={error} onRetry={refetch} />;
  if (data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(data)}</>;
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

export interface ContentEntryPageProps {
  kind: ContentKind;
  slug: string;
  /** What the page is called while it loads and when it is missing ("Blog post"). */
  noun: string;
  back: { to: string; label: string };
  children: (entry: ContentEntry) => ReactNode;
}

/** One entry's page: its title is the h1; a missing or unpublished entry reads "… not found". */
export function ContentEntryPage({ kind, slug, noun, back, children }: ContentEntryPageProps) {
  const { data, error, isLoading, refetch } = useGetContentQuery({ kind, slug });
  useDocumentTitle(data?.title ?? noun);

  let content: ReactNode;
  if (isLoading) content = <PageLoader label={`Loading ${noun.toLowerCase()}…`} />;
  else if (data) content = children(data);
  else
    content = (
      <>
        <h1 className="text-3xl font-bold tracking-tight">{isNotFound(error) ? `${noun} not found` : noun}</h1>
        {isNotFound(error) ? <p className="text-fg-muted">It may have moved or been taken down.</p> : <LoadError error={error} onRetry={refetch} />}
      </>
    );

  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <Link to={back.to} className={`self-start text-sm ${TEXT_LINK}`}>
        ← {back.label}
      </Link>
      {content}
    </article>
  );
}
