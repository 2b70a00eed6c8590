import { useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, tags, uploadSocialMedia, useGetSocialMediaQuery, useMediaJobProgress, useRequestMediaDownloadMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { Button, EmptyState, ExportProgress, MediaGallery, PagerButtons, Spinner, toast, toastError, usePageKeys } from '@socials/ui';

/** Photos a page of the gallery shows. */
const PAGE_SIZE = 48;

/** "Download all": asks for the archive, shows its progress while it is built, then offers the file. */
function DownloadAll({ socialId }: { socialId: string }) {
  const [requestDownload, { isLoading }] = useRequestMediaDownloadMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useMediaJobProgress(jobId);

  async function start() {
    try {
      setJobId((await requestDownload({ socialId }).unwrap()).id);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <ExportProgress
      job={job}
      requested={isLoading || (jobId !== null && job === null)}
      onStart={() => void start()}
      startLabel="Download all"
      preparingLabel="Preparing the archive…"
      readyLabel="Save the photos (ZIP)"
    />
  );
}

/** Adds photos and videos: each file in turn, the gallery refreshed after. */
function UploadButton({ socialId }: { socialId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    let added = 0;
    for (const file of files) {
      try {
        await uploadSocialMedia(socialId, file);
        added += 1;
      } catch (error) {
        toastError(error);
      }
    }
    setBusy(false);
    if (added > 0) {
      toast.success(added === 1 ? 'Added to the photos' : `${added} added to the photos`);
      dispatch(baseApi.util.invalidateTags([tags.socialMedia(socialId)]));
    }
  }

  return (
    <>
      <input
        ref={input}
        id="media-upload"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/webm"
        multiple
        className="sr-only"
        onChange={onChange}
        tabIndex={-1}
        aria-hidden="true"
      />
      <Button onClick={() => input.current?.click()} disabled={busy}>
        {busy ? 'Uploading…' : 'Add photos or videos'}
      </Button>
    </>
  );
}

/** The social's photos and videos: a grid with a lightbox, the upload button for hosts and confirmed guests, and "Download all". */
export function SocialPhotos({ socialId, title }: { socialId: string; title: string }) {
  const { user } = useCurrentUser();
  const pages = usePageKeys();
  const { data, isLoading, isError, refetch } = useGetSocialMediaQuery({
    socialId,
    limit: PAGE_SIZE,
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });

  let content;
  if (isLoading) content = <Spinner size="sm" label="Loading the photos…" />;
  else if (isError || !data)
    content = (
      <p className="text-sm text-fg-muted">
        The photos could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  else if (data.data.length === 0)
    content = (
      <EmptyState
        title="No photos yet"
        description={data.canUpload ? 'Add the first photos or videos of this social.' : 'Guests and hosts add photos and videos here after the social.'}
      />
    );
  else
    content = (
      <>
        <MediaGallery label={`Photos of ${title}`} items={data.data} />
        <PagerButtons pages={pages} lastEvaluatedKey={data.meta.lastEvaluatedKey} noun="photos" />
      </>
    );

  return (
    <section aria-labelledby="photos-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="photos-title" className="text-xl font-semibold">
          Photos
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {data?.canUpload ? <UploadButton socialId={socialId} /> : null}
          {user && data && data.data.length > 0 ? <DownloadAll socialId={socialId} /> : null}
        </div>
      </div>
      {content}
    </section>
  );
}
