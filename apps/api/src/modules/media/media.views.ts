import type { MediaJob, SocialMedia } from '@socials/domain';
import { mediaExportPath, mediaFilePath, signedMediaLink, type LinkSigner } from './media-links';
import type { MediaJobRow, MediaWithUploader } from './media.repo';

/** An item with signed addresses of its file and thumbnail. */
export function toSocialMedia(signer: LinkSigner, { item, uploader }: MediaWithUploader, canEdit: boolean): SocialMedia {
  return {
    id: item.id,
    socialId: item.socialId,
    kind: item.kind,
    url: signedMediaLink(signer, mediaFilePath(item.id, 'full')),
    thumbUrl: item.thumbKey ? signedMediaLink(signer, mediaFilePath(item.id, 'thumb')) : null,
    contentType: item.contentType,
    width: item.width,
    height: item.height,
    caption: item.caption,
    hidden: item.hidden,
    uploader,
    createdAt: item.createdAt.getTime(),
    canEdit,
  };
}

export function toMediaJob(signer: LinkSigner, job: MediaJobRow): MediaJob {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    url: job.status === 'READY' ? signedMediaLink(signer, mediaExportPath(job.id)) : null,
  };
}
