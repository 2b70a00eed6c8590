import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/cx';

export interface ImagePickerProps {
  label: string;
  hint?: string;
  /** The image's address now; null: none chosen. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Sends the file and answers where it is stored; reports progress from 0 to 1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  /** A refused or failed upload (shown as a toast by the caller). */
  onError: (error: unknown) => void;
  /** Shown when no image is chosen, e.g. the default banner. */
  placeholderUrl?: string;
  /** The preview's box, e.g. "aspect-[2/1]". */
  previewClassName?: string;
}

/**
 * Choose an image, watch it upload, see it, replace or remove it. The file input is the browser's
 * own (keyboard and screen readers know it), styled as a button beside the preview.
 */
export function ImagePicker({ label, hint, value, onChange, upload, onError, placeholderUrl, previewClassName = 'aspect-[2/1]' }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const stored = await upload(file, setProgress);
      onChange(stored.url);
    } catch (error) {
      onError(error);
    } finally {
      setProgress(null);
    }
  };

  const shown = value ?? placeholderUrl ?? null;
  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className={cx('relative w-full overflow-hidden rounded-xl border border-border bg-surface-muted', previewClassName)}>
        {shown ? (
          <img src={shown} alt={value ? `${label}: the chosen image` : `${label}: none chosen yet (the default is shown)`} className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-fg-muted">No image chosen</p>
        )}
      </div>
      {uploading ? (
        <div className="flex items-center gap-2 text-sm" role="status">
          <progress value={progress} max={1} aria-label={`Uploading ${label.toLowerCase()}`} className="h-2 w-full" />
          <span className="tabular-nums">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {value ? 'Replace image' : 'Choose an image'}
        </Button>
        {value && !uploading ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove image
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
