import { useEffect, useState } from 'react';
import { useExportPhotobookMutation, useGetPhotobookQuery, useMediaJobProgress, useSavePhotobookMutation } from '@socials/api-client';
import { MEDIA_LIMITS, type SocialMedia } from '@socials/domain';
import { Button, Card, ExportProgress, LoadError, MediaThumbnail, Spinner, TextInput, toast, toastError } from '@socials/ui';

export interface PhotobookEditorProps {
  socialId: string;
  /** The gallery's items: the photos to choose from. */
  items: readonly SocialMedia[];
  /** The photos chosen in the gallery above, to add to the book. */
  selectedIds: readonly string[];
}

/** The photobook: its title, its photos in order (added from the selection, moved, removed), saved, then exported as a PDF. */
export function PhotobookEditor({ socialId, items, selectedIds }: PhotobookEditorProps) {
  const book = useGetPhotobookQuery(socialId);
  const [save, saving] = useSavePhotobookMutation();
  const [exportBook, exporting] = useExportPhotobookMutation();
  const [title, setTitle] = useState('');
  const [ids, setIds] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useMediaJobProgress(jobId);

  useEffect(() => {
    if (book.data) {
      setTitle(book.data.title);
      setIds(book.data.mediaIds);
    }
  }, [book.data]);

  if (book.isLoading) return <Spinner size="sm" label="Loading the photobook…" />;
  if (!book.data) return <LoadError error={book.error} onRetry={book.refetch} />;

  const photos = new Map(items.map((item) => [item.id, item]));
  const addable = selectedIds.filter((id) => photos.get(id)?.kind === 'IMAGE' && !ids.includes(id));
  const move = (from: number, to: number) =>
    setIds((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  async function keep(): Promise<boolean> {
    try {
      await save({ socialId, body: { title, mediaIds: ids } }).unwrap();
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  }

  async function exportPdf() {
    if (!(await keep())) return;
    try {
      setJobId((await exportBook(socialId).unwrap()).id);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Card>
      <section aria-labelledby="photobook-title" className="flex flex-col gap-4">
        <h2 id="photobook-title" className="text-xl font-semibold">
          Photobook
        </h2>
        <TextInput label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={MEDIA_LIMITS.photobookTitleMax} required />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={addable.length === 0} onClick={() => setIds((current) => [...current, ...addable])}>
            Add the selected photos{addable.length > 0 ? ` (${addable.length})` : ''}
          </Button>
        </div>
        {ids.length === 0 ? (
          <p className="text-sm text-fg-muted">Select photos in the gallery above, then add them here.</p>
        ) : (
          <ol aria-label="Photos of the photobook" className="flex flex-col gap-2">
            {ids.map((id, index) => {
              const item = photos.get(id);
              const name = item?.caption || `Photo ${index + 1}`;
              return (
                <li key={id} className="flex items-center gap-3">
                  <span className="w-6 text-right text-sm text-fg-muted">{index + 1}</span>
                  {item ? <MediaThumbnail item={item} /> : <span className="h-20 w-30 rounded bg-surface-muted" />}
                  <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
                  <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
                    ↑
                  </Button>
                  <Button variant="ghost" size="sm" disabled={index === ids.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${name} down`}>
                    ↓
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setIds((current) => current.filter((other) => other !== id))} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            disabled={saving.isLoading || !title.trim()}
            onClick={async () => {
              if (await keep()) toast.success('Photobook saved');
            }}
          >
            Save the photobook
          </Button>
          <ExportProgress
            job={job}
            requested={exporting.isLoading || (jobId !== null && job === null)}
            onStart={() => void exportPdf()}
            disabled={ids.length === 0 || !title.trim()}
            startLabel="Export PDF"
            preparingLabel="Making the PDF…"
            readyLabel="Save the photobook (PDF)"
          />
        </div>
      </section>
    </Card>
  );
}
