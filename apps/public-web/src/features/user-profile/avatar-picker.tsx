import { lazy, Suspense, useRef, useState } from 'react';
import { useUpdateMeMutation } from '@socials/api-client';
import { Button, PageLoader, toast, toastError } from '@socials/ui';

// The cropper loads only once someone picks a picture: profile visitors never download it.
const AvatarEditor = lazy(async () => ({ default: (await import('./avatar-editor')).AvatarEditor }));

/** On your own profile: choose a new photo (then crop it), or remove the one you have. */
export function AvatarPicker({ hasPhoto }: { hasPhoto: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [updateMe, removal] = useUpdateMeMutation();

  const remove = async () => {
    try {
      await updateMe({ photoPath: null }).unwrap();
      toast.success('Your photo is removed');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Your new photo"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          {hasPhoto ? 'Change photo' : 'Add a photo'}
        </Button>
        {hasPhoto ? (
          <Button variant="ghost" size="sm" loading={removal.isLoading} onClick={() => void remove()}>
            Remove photo
          </Button>
        ) : null}
      </div>
      {file ? (
        <Suspense fallback={<PageLoader label="Opening the cropper…" />}>
          <AvatarEditor key={`${file.name}-${file.lastModified}`} file={file} onDone={() => setFile(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
