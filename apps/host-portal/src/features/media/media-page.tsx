import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDeleteMediaMutation, useGetSocialMediaQuery, useGetSocialQuery, useShareMediaMutation, useUpdateMediaMutation } from '@socials/api-client';
import { displaySocialTitle, MEDIA_LIMITS, type SocialDetail, type SocialMedia } from '@socials/domain';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  LoadError,
  MediaThumbnail,
  PageLoader,
  PagerButtons,
  TextInput,
  toast,
  toastError,
  useConfirm,
  useDocumentTitle,
  usePageKeys,
} from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';
import { PhotobookEditor } from './components/photobook-editor';

const PAGE_SIZE = 100;

/** /socials/:id/media — the social's photos and videos for its hosts: hide, caption, share, the photobook. */
export function MediaPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Photos of ${social.data.title}` : 'Photos');

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Photos</h1>
        <LoadError error={social.error} onRetry={social.refetch} />
      </div>
    );
  }
  return <SocialMediaManager key={social.data.id} social={social.data} />;
}

function SocialMediaManager({ social }: { social: SocialDetail }) {
  const pages = usePageKeys();
  const media = useGetSocialMediaQuery({ socialId: social.id, limit: PAGE_SIZE, ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}) });
  const [selected, setSelected] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [updateMedia, updating] = useUpdateMediaMutation();
  const [deleteMedia] = useDeleteMediaMutation();
  const [shareMedia, sharing] = useShareMediaMutation();
  const confirm = useConfirm();

  const items = media.data?.data ?? [];
  const toggle = (item: SocialMedia) => setSelected((current) => (current.includes(item.id) ? current.filter((id) => id !== item.id) : [...current, item.id]));

  async function edit(changes: { hidden?: boolean; caption?: string }, done: string) {
    try {
      await updateMedia({ socialId: social.id, body: { ids: selected, ...changes } }).unwrap();
      toast.success(done);
    } catch (error) {
      toastError(error);
    }
  }

  function remove() {
    const count = selected.length;
    confirm({
      title: `Delete ${count === 1 ? 'this item' : `these ${count} items`}?`,
      body: 'Guests will no longer see them, and they leave the photobook.',
      keepLabel: 'Keep them',
      confirmLabel: 'Delete',
      tone: 'danger',
      onConfirm: () => {
        void (async () => {
          try {
            for (const mediaId of selected) await deleteMedia({ socialId: social.id, mediaId }).unwrap();
            setSelected([]);
            toast.success('Deleted');
          } catch (error) {
            toastError(error);
          }
        })();
      },
    });
  }

  async function share() {
    try {
      const reply = await shareMedia({ socialId: social.id, ...(selected.length > 0 ? { mediaIds: selected } : {}) }).unwrap();
      setShareUrl(reply.url);
      toast.success('Share link made');
    } catch (error) {
      toastError(error);
    }
  }

  let gallery;
  if (media.isLoading) gallery = <PageLoader label="Loading the photos…" />;
  else if (!media.data) gallery = <LoadError error={media.error} onRetry={media.refetch} />;
  else if (items.length === 0) gallery = <EmptyState title="No photos yet" description="Hosts and confirmed guests add photos and videos on the event page." />;
  else
    gallery = (
      <>
        <ul aria-label="Photos and videos" className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-col gap-1">
              <MediaThumbnail item={item} />
              <Checkbox
                label={item.caption || `${item.kind === 'VIDEO' ? 'Video' : 'Photo'} ${index + 1}`}
                checked={selected.includes(item.id)}
                onChange={() => toggle(item)}
              />
              {item.hidden ? <Badge tone="dark">Hidden</Badge> : null}
            </li>
          ))}
        </ul>
        <PagerButtons pages={pages} lastEvaluatedKey={media.data.meta.lastEvaluatedKey} noun="photos" />
      </>
    );

  const none = selected.length === 0 || updating.isLoading;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Photos of {displaySocialTitle(social)}</h1>
        <SocialPageLinks socialId={social.id} current="media" />
      </div>
      <section aria-label="Selected items" className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {selected.length === 0 ? 'Select photos and videos to change them.' : `${selected.length} selected`}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" disabled={none} onClick={() => void edit({ hidden: true }, 'Hidden from guests')}>
            Hide
          </Button>
          <Button variant="secondary" disabled={none} onClick={() => void edit({ hidden: false }, 'Shown to guests')}>
            Show
          </Button>
          <Button variant="danger" disabled={none} onClick={remove}>
            Delete
          </Button>
          <TextInput label="Caption" value={caption} onChange={(event) => setCaption(event.target.value)} maxLength={MEDIA_LIMITS.captionMax} />
          <Button variant="secondary" disabled={none} onClick={() => void edit({ caption }, 'Caption saved')}>
            Set caption
          </Button>
          <Button variant="secondary" disabled={sharing.isLoading || items.length === 0} onClick={() => void share()}>
            {selected.length > 0 ? 'Share the selected' : 'Share the gallery'}
          </Button>
        </div>
        {shareUrl ? <TextInput label="Share link" value={shareUrl} readOnly onFocus={(event) => event.target.select()} /> : null}
      </section>
      {gallery}
      <PhotobookEditor socialId={social.id} items={items} selectedIds={selected} />
    </div>
  );
}
