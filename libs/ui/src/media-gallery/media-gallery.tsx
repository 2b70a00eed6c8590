import { useState } from 'react';
import { LIGHTBOX, MediaLightbox, type GalleryItem } from './media-lightbox';

export interface MediaGalleryProps {
  items: readonly GalleryItem[];
  /** Names the grid for screen readers, e.g. "Photos of Gallery Night". */
  label: string;
}

/** A thumbnail of 120 × 80: the photo cropped to fill, or a video's play mark. */
export function MediaThumbnail({ item }: { item: GalleryItem }) {
  if (item.thumbUrl)
    return (
      <img src={item.thumbUrl} alt="" width={LIGHTBOX.thumbWidth} height={LIGHTBOX.thumbHeight} loading="lazy" className="h-20 w-30 rounded object-cover" />
    );
  return (
    <span aria-hidden="true" className="flex h-20 w-30 items-center justify-center rounded bg-fg/80 text-2xl text-bg">
      ▶
    </span>
  );
}

/** A grid of thumbnails; each opens the lightbox at its item. */
export function MediaGallery({ items, label }: MediaGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`${item.caption || (item.kind === 'VIDEO' ? 'Video' : 'Photo')} (${index + 1} of ${items.length})`}
              className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <MediaThumbnail item={item} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <MediaLightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
