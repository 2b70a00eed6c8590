import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../button/button';

/** The spec's lightbox (Interface): zoom doubles per step up to the photo's own pixels, the keyboard pans 50 px, zooming animates 500 ms, thumbnails are 120 × 80. */
export const LIGHTBOX = { zoomStep: 2, maxPixelRatio: 1, keyboardPanPx: 50, zoomAnimationMs: 500, thumbWidth: 120, thumbHeight: 80 } as const;

/** What the gallery and the lightbox show of an item. */
export interface GalleryItem {
  id: string;
  kind: 'IMAGE' | 'VIDEO';
  url: string;
  /** null for a video: its tile shows a play mark. */
  thumbUrl: string | null;
  caption: string;
  width: number | null;
  height: number | null;
}

export interface MediaLightboxProps {
  items: readonly GalleryItem[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** How far a photo may zoom: until one of its pixels covers one screen pixel (max pixel ratio 1). */
function maxZoomOf(item: GalleryItem, shown: { width: number; height: number } | null): number {
  if (!item.width || !shown || shown.width === 0) return 1;
  return Math.max(1, (item.width / shown.width) * LIGHTBOX.maxPixelRatio);
}

/**
 * One item at a time over the page: arrows (or the buttons) go to the previous and next, + and −
 * zoom a photo, the arrow keys pan it while zoomed, Escape closes and gives focus back.
 */
export function MediaLightbox({ items, index, onIndexChange, onClose }: MediaLightboxProps) {
  const item = items[index];
  const closeRef = useRef<HTMLButtonElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);
  useEffect(() => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  }, [index]);

  if (!item) return null;
  const go = (to: number) => onIndexChange((to + items.length) % items.length);
  const zoomBy = (factor: number) => {
    const shown = imageRef.current ? { width: imageRef.current.clientWidth, height: imageRef.current.clientHeight } : null;
    const next = Math.min(maxZoomOf(item, shown), Math.max(1, zoom * factor));
    setZoom(next);
    if (next === 1) setPan({ x: 0, y: 0 });
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = LIGHTBOX.keyboardPanPx;
    const panBy = (x: number, y: number) => setPan((current) => ({ x: current.x + x, y: current.y + y }));
    const zoomed = zoom > 1;
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => (zoomed ? panBy(step, 0) : go(index - 1)),
      ArrowRight: () => (zoomed ? panBy(-step, 0) : go(index + 1)),
      ArrowUp: () => zoomed && panBy(0, step),
      ArrowDown: () => zoomed && panBy(0, -step),
      '+': () => zoomBy(LIGHTBOX.zoomStep),
      '=': () => zoomBy(LIGHTBOX.zoomStep),
      '-': () => zoomBy(1 / LIGHTBOX.zoomStep),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
    if (event.key === 'Tab') {
      // Focus stays in the dialog: from the last control back to the first, and the other way round.
      const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, video, a[href]')];
      const first = controls[0];
      const last = controls.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const label = item.caption || `${item.kind === 'VIDEO' ? 'Video' : 'Photo'} ${index + 1} of ${items.length}`;
  return (
    <div role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown} className="fixed inset-0 z-50 flex flex-col bg-black/90 p-4 text-white">
      <div className="flex items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm">
          {index + 1} / {items.length}
          {item.caption ? ` · ${item.caption}` : ''}
        </p>
        <div className="flex gap-2">
          {item.kind === 'IMAGE' ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => zoomBy(1 / LIGHTBOX.zoomStep)} disabled={zoom <= 1} aria-label="Zoom out">
                −
              </Button>
              <Button variant="secondary" size="sm" onClick={() => zoomBy(LIGHTBOX.zoomStep)} aria-label="Zoom in">
                +
              </Button>
            </>
          ) : null}
          <Button ref={closeRef} variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden">
        {items.length > 1 ? (
          <Button variant="secondary" size="sm" className="absolute left-0 z-10" onClick={() => go(index - 1)} aria-label="Previous">
            ‹
          </Button>
        ) : null}
        {item.kind === 'VIDEO' ? (
          <video src={item.url} controls className="max-h-full max-w-full" aria-label={label} />
        ) : (
          <img
            ref={imageRef}
            src={item.url}
            alt={label}
            className="max-h-full max-w-full object-contain"
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`, transition: `transform ${LIGHTBOX.zoomAnimationMs}ms ease` }}
          />
        )}
        {items.length > 1 ? (
          <Button variant="secondary" size="sm" className="absolute right-0 z-10" onClick={() => go(index + 1)} aria-label="Next">
            ›
          </Button>
        ) : null}
      </div>
    </div>
  );
}
