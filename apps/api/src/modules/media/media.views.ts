import type { MediaJob, SocialMedia } from '@socials/domain';
import { mediaExportPath, mediaFilePath, signedMediaLink, type LinkSigner, type MediaLinkAudience } from './media-links';
import type { MediaJobRow, MediaWithUploader } from './media.repo';

/** An item with signed addresses of its file and thumbnail, for the audience the caller belongs to. */
export function toSocialMedia(
  signer: LinkSigner,
  { item, uploader }: MediaWithUploader,
  canEdit: boolean,
  audience: MediaLinkAudience = 'anyone',
): SocialMedia {
  return {
    id: item.id,
    socialId: item.socialId,
    kind: item.kind,
    url: signedMediaLink(signer, mediaFilePath(item.id, 'full'), audience),
    thumbUrl: item.thumbKey ? signedMediaLink(signer, mediaFilePath(item.id, 'thumb'), audience) : null,
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
