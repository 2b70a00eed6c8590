import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeleteContentMutation, useListContentQuery, useUpdateContentMutation } from '@socials/api-client';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, contentPublicPath, isContentKind, type ContentEntry, type ContentKind } from '@socials/domain';
import {
  Badge,
  Button,
  EmptyState,
  LoadError,
  PageLoader,
  PagerButtons,
  Select,
  TEXT_LINK,
  toast,
  toastError,
  useConfirm,
  useDocumentTitle,
  usePageKeys,
} from '@socials/ui';
import { ContentEditor } from './content-editor';

export const KIND_PARAM = 'kind';

const KIND_OPTIONS = CONTENT_KINDS.map((kind) => ({ value: kind, label: CONTENT_KIND_LABELS[kind].many }));

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** /content — staff write, publish and delete the public site's pages, one kind at a time. */
export function ContentPage() {
  useDocumentTitle('Content');
  const [params, setParams] = useSearchParams();
  const asked = params.get(KIND_PARAM);
  const kind: ContentKind = isContentKind(asked) ? asked : 'BLOG';
  const [editing, setEditing] = useState<ContentEntry | 'new' | null>(null);
  const label = CONTENT_KIND_LABELS[kind];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Content</h1>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select
          label="Kind of page"
          className="sm:w-72"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => {
            setEditing(null);
            setParams({ [KIND_PARAM]: event.target.value });
          }}
        />
        {editing === null ? <Button onClick={() => setEditing('new')}>New {label.one.toLowerCase()}</Button> : null}
      </div>
      {editing !== null ? (
        <ContentEditor
          key={editing === 'new' ? `new-${kind}` : editing.id}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <EntryList key={kind} kind={kind} onEdit={setEditing} />
    </div>
  );
}

function EntryList({ kind, onEdit }: { kind: ContentKind; onEdit: (entry: ContentEntry) => void }) {
  const pages = usePageKeys();
  const { data, error, isLoading, refetch } = useListContentQuery({
    kind,
    includeDrafts: true,
    limit: 25,
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });
  const label = CONTENT_KIND_LABELS[kind];

  if (isLoading) return <PageLoader label={`Loading ${label.many.toLowerCase()}…`} />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  if (data.data.length === 0)
    return <EmptyState title={`No ${label.many.toLowerCase()} yet`} description="Write the first one: it stays a draft until you publish it." />;
  return (
    <section aria-labelledby="entries-title" className="flex flex-col gap-3">
      <h2 id="entries-title" className="text-xl font-semibold">
        {label.many}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {data.data.map((entry) => (
          <li key={entry.id}>
            <EntryRow entry={entry} onEdit={() => onEdit(entry)} />
          </li>
        ))}
      </ul>
      <PagerButtons pages={pages} lastEvaluatedKey={data.meta.lastEvaluatedKey} noun="pages" />
    </section>
  );
}

function EntryRow({ entry, onEdit }: { entry: ContentEntry; onEdit: () => void }) {
  const [update, updating] = useUpdateContentMutation();
  const [remove, removing] = useDeleteContentMutation();
  const confirm = useConfirm();
  const busy = updating.isLoading || removing.isLoading;

  const setPublished = async (published: boolean) => {
    try {
      await update({ kind: entry.kind, id: entry.id, body: { published } }).unwrap();
      toast.success(published ? `“${entry.title}” is published` : `“${entry.title}” is a draft again`);
    } catch (error) {
      toastError(error);
    }
  };

  const askToDelete = () =>
    confirm({
      title: `Delete “${entry.title}”?`,
      body: 'It leaves the site at once and cannot be brought back.',
      keepLabel: 'Cancel',
      confirmLabel: `Delete “${entry.title}”`,
      tone: 'danger',
      onConfirm: () =>
        void (async () => {
          try {
            await remove({ kind: entry.kind, id: entry.id }).unwrap();
            toast.success(`“${entry.title}” deleted`);
          } catch (error) {
            toastError(error);
          }
        })(),
    });

  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{entry.title}</span>
          {entry.published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
        </div>
        <span className="text-sm text-fg-muted">
          {entry.published ? (
            <a href={contentPublicPath(entry.kind, entry.slug)} className={TEXT_LINK}>
              {contentPublicPath(entry.kind, entry.slug)}
            </a>
          ) : (
            entry.slug
          )}
          {entry.publishedAt ? ` · first published ${DATE.format(entry.publishedAt)}` : ''}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy}>
          Edit <span className="sr-only">“{entry.title}”</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void setPublished(!entry.published)} disabled={busy}>
          {entry.published ? 'Unpublish ' : 'Publish '}
          <span className="sr-only">“{entry.title}”</span>
        </Button>
        <Button size="sm" variant="danger" onClick={askToDelete} disabled={busy}>
          Delete <span className="sr-only">“{entry.title}”</span>
        </Button>
      </div>
    </div>
  );
}
