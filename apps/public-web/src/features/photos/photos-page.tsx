import { useGetPhotoFeedQuery } from '@socials/api-client';
import type { MediaItem } from '@socials/domain';
import { EmptyState, FOCUS_RING, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';

/** /photos — the community's photo feed: pictures from past socials, each leading to its post. */
export function PhotosPage() {
  useDocumentTitle('Photos');
  const { data, error, isLoading, refetch } = useGetPhotoFeedQuery();

  let content;
  if (isLoading) content = <PageLoader label="Loading photos…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0) content = <EmptyState title="No photos yet" description="Photos from our socials will show up here." />;
  else
    content = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.data.map((item) => (
          <li key={item.id}>
            <Photo item={item} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Photos</h1>
      {content}
    </div>
  );
}

function Photo({ item }: { item: MediaItem }) {
  const src = item.media_type === 'VIDEO' ? (item.thumbnail_url ?? item.media_url) : item.media_url;
  const caption = item.caption?.trim() || 'A photo from one of our socials';
  const image = <img src={src} alt={caption} loading="lazy" className="aspect-square w-full rounded-lg bg-surface-muted object-cover" />;
  return (
    <figure className="flex flex-col gap-1">
      {item.permalink ? (
        <a href={item.permalink} target="_blank" rel="noopener noreferrer" className={`block ${FOCUS_RING}`}>
          {image} <span className="sr-only">(opens the post in a new tab)</span>
        </a>
      ) : (
        image
      )}
      {item.caption ? <figcaption className="line-clamp-2 text-sm text-fg-muted">{item.caption}</figcaption> : null}
    </figure>
  );
}
