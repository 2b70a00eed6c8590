import { useEffect, useRef, useState } from 'react';
import { uploadFile, useUpdateMeMutation } from '@socials/api-client';
import { Button, toast, toastError } from '@socials/ui';
import { drawAvatar, INITIAL_CROP, MAX_ZOOM, type AvatarCrop } from './avatar-crop';

/** The uploaded square, in pixels: sharp enough for the largest avatar on a high-density screen. */
const OUTPUT_SIZE = 512;

export interface AvatarEditorProps {
  file: File;
  onDone: () => void;
}

function useImage(file: File): HTMLImageElement | null | 'broken' {
  const [image, setImage] = useState<HTMLImageElement | null | 'broken'>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setImage(element);
    element.onerror = () => setImage('broken');
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return image;
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  // Spec: the cropper's output is JPEG unless told otherwise.
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

/**
 * The spec's cropper: a square of the chosen picture, turned, mirrored, zoomed and placed with
 * buttons and sliders (all usable from the keyboard), drawn on a canvas and uploaded as the photo.
 */
export function AvatarEditor({ file, onDone }: AvatarEditorProps) {
  const image = useImage(file);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [crop, setCrop] = useState<AvatarCrop>(INITIAL_CROP);
  const [progress, setProgress] = useState<number | null>(null);
  const [updateMe] = useUpdateMeMutation();

  useEffect(() => {
    if (canvas.current && image && image !== 'broken') drawAvatar(canvas.current, image, crop, OUTPUT_SIZE);
  }, [image, crop]);

  const change = (patch: Partial<AvatarCrop>) => setCrop((current) => ({ ...current, ...patch }));

  const save = async () => {
    if (!canvas.current) return;
    setProgress(0);
    try {
      const blob = await canvasBlob(canvas.current);
      const stored = await uploadFile('files/public/avatars', blob, 'avatar.jpg', { onProgress: setProgress });
      await updateMe({ photoPath: stored.url }).unwrap();
      toast.success('Your photo is saved');
      onDone();
    } catch (error) {
      toastError(error);
    } finally {
      setProgress(null);
    }
  };

  if (image === 'broken') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-border p-4">
        <p className="text-sm">{file.name} could not be opened as a picture. Choose a JPEG, PNG, GIF or WebP image.</p>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  const busy = progress !== null;
  return (
    <section aria-labelledby="avatar-editor-title" className="flex flex-col gap-4 rounded-xl border border-border p-4">
      <h2 id="avatar-editor-title" className="text-xl font-semibold">
        Crop your photo
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row">
        <canvas
          ref={canvas}
          role="img"
          aria-label="Your new photo as it will look"
          className="size-48 shrink-0 rounded-full border border-border bg-surface-muted"
        />
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => change({ quarterTurns: (crop.quarterTurns + 3) % 4 })}>
              Rotate left
            </Button>
            <Button variant="secondary" size="sm" onClick={() => change({ quarterTurns: (crop.quarterTurns + 1) % 4 })}>
              Rotate right
            </Button>
            <Button variant="secondary" size="sm" aria-pressed={crop.flipX} onClick={() => change({ flipX: !crop.flipX })}>
              Flip horizontally
            </Button>
            <Button variant="secondary" size="sm" aria-pressed={crop.flipY} onClick={() => change({ flipY: !crop.flipY })}>
              Flip vertically
            </Button>
          </div>
          <Slider label="Zoom" min={1} max={MAX_ZOOM} step={0.05} value={crop.zoom} onChange={(zoom) => change({ zoom })} />
          <Slider label="Left to right" min={-1} max={1} step={0.02} value={crop.panX} onChange={(panX) => change({ panX })} />
          <Slider label="Top to bottom" min={-1} max={1} step={0.02} value={crop.panY} onChange={(panY) => change({ panY })} />
        </div>
      </div>
      {busy ? (
        <div role="status" className="flex items-center gap-2 text-sm">
          <progress value={progress} max={1} aria-label="Uploading your photo" className="h-2 w-full" />
          <span className="tabular-nums">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} loading={busy} disabled={!image}>
          Save photo
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

interface SliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

function Slider({ label, min, max, step, value, onChange, disabled }: SliderProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full"
      />
    </label>
  );
}
