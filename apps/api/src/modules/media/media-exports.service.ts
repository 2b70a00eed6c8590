import { createHash } from 'node:crypto';
import type { DownloadMediaBody, MediaJob, MediaJobKind, Photobook, PhotobookBody } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import type { StoredObject } from '../../core/storage';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { exportKeyOf, mediaExportJob } from './media-export.job';
import { isValidMediaLink, mediaExportPath } from './media-links';
import { requireGalleryManager, requireJobRequester, type GalleryAccess } from './media.policy';
import { claimMediaJob, findMediaJob, findPhotobook, retryMediaJob, savePhotobook, type PhotobookRow } from './media.repo';
import { chooseItems, galleryAccess, invalidMedia, type MediaDeps } from './media.service';
import { toMediaJob } from './media.views';
import { mediaError } from './media.errors';

/**
 * The requester's job for this build: what it is built from makes its key, so asking again for the
 * same items (a double click, a second tab) answers the job already there; a FAILED one starts over.
 * The build is enqueued in the same transaction.
 */
async function requestBuild(
  deps: MediaDeps,
  tx: DbOrTx,
  access: GalleryAccess,
  build: { kind: MediaJobKind; mediaIds: string[]; title: string | null },
): Promise<MediaJob> {
  const requestKey = createHash('sha256')
    .update(JSON.stringify([build.kind, access.social.id, build.title, build.mediaIds]))
    .digest('base64url');
  const claimed = await claimMediaJob(tx, { ...build, socialId: access.social.id, requesterId: access.viewer!.userId, requestKey });
  let job = claimed.job;
  if (!claimed.created && job.status === 'FAILED') job = await retryMediaJob(tx, job.id);
  if (claimed.created || job.attempt !== claimed.job.attempt) await deps.jobs.enqueue(tx, mediaExportJob, { jobId: job.id }, { key: exportKeyOf(job) });
  return toMediaJob(deps.signer, job);
}

/** POST /media/download: an archive of the chosen items, or of every item of the gallery the caller sees. */
export async function requestArchive(deps: MediaDeps, viewer: Caller, body: DownloadMediaBody): Promise<MediaJob> {
  return withTransaction(deps.db, async (tx) => {
    const access = await galleryAccess(tx, viewer, body.socialId);
    const items = await chooseItems(tx, access, body.mediaIds ? [...new Set(body.mediaIds)] : undefined, { withHidden: true, field: 'body.mediaIds' });
    if (items.length === 0) throw invalidMedia('body.socialId', 'This social has no photos or videos to download yet');
    return requestBuild(deps, tx, access, { kind: 'ARCHIVE', mediaIds: items.map((item) => item.id), title: null });
  });
}

/** GET /media/download/{jobId}: for its requester only. */
export async function mediaJobStatus(deps: MediaDeps, viewer: Caller, jobId: string): Promise<MediaJob> {
  const job = await findMediaJob(deps.db, jobId);
  requireJobRequester(viewer, job);
  return toMediaJob(deps.signer, job as NonNullable<typeof job>);
}

/** GET /media/download/{jobId}/file: the built file behind a signed link. */
export async function readMediaExport(
  deps: MediaDeps,
  jobId: string,
  query: { expires: number; signature: string },
): Promise<{ object: StoredObject; fileName: string }> {
  if (!isValidMediaLink(deps.signer, mediaExportPath(jobId), query)) throw mediaError('MEDIA_LINK_INVALID', 'This link is not valid or has expired');
  const job = await findMediaJob(deps.db, jobId);
  if (!job) throw mediaError('MEDIA_NOT_FOUND', 'Download not found');
  if (job.status !== 'READY' || !job.resultKey) throw mediaError('MEDIA_EXPORT_NOT_READY', 'This download is not ready yet');
  const object = await deps.storage.get(job.resultKey);
  if (!object) throw mediaError('MEDIA_NOT_FOUND', 'Download not found');
  return { object, fileName: job.kind === 'ARCHIVE' ? 'photos.zip' : 'photobook.pdf' };
}

function toPhotobook(socialId: string, fallbackTitle: string, row: PhotobookRow | null): Photobook {
  return { socialId, title: row?.title ?? fallbackTitle, mediaIds: row?.mediaIds ?? [], updatedAt: row?.updatedAt.getTime() ?? null };
}

async function managedGallery(deps: MediaDeps, tx: DbOrTx, viewer: Caller, socialId: string, what: string): Promise<GalleryAccess> {
  const access = await galleryAccess(tx, viewer, socialId);
  requireGalleryManager(access, what);
  return access;
}

/** GET /socials/{id}/photobook: the hosts' photobook (the social's title and no photos until they keep one). */
export async function getPhotobook(deps: MediaDeps, viewer: Caller, socialId: string): Promise<Photobook> {
  const access = await managedGallery(deps, deps.db, viewer, socialId, 'see its photobook');
  return toPhotobook(socialId, access.social.title, await findPhotobook(deps.db, socialId));
}

/** POST /socials/{id}/photobook: its title and photos in order; each a photo of this social. */
export async function keepPhotobook(deps: MediaDeps, viewer: Caller, socialId: string, body: PhotobookBody): Promise<Photobook> {
  return withTransaction(deps.db, async (tx) => {
    const access = await managedGallery(deps, tx, viewer, socialId, 'make its photobook');
    const items = await chooseItems(tx, access, body.mediaIds, { withHidden: true, field: 'body.mediaIds' });
    const video = items.findIndex((item) => item.kind !== 'IMAGE');
    if (video >= 0) throw invalidMedia(`body.mediaIds.${video}`, 'A photobook holds photos, not videos');
    return toPhotobook(socialId, access.social.title, await savePhotobook(tx, { socialId, title: body.title, mediaIds: body.mediaIds }));
  });
}

/** POST /socials/{id}/photobook/export: a PDF of the photobook, polled like an archive. */
export async function requestPhotobookExport(deps: MediaDeps, viewer: Caller, socialId: string): Promise<MediaJob> {
  return withTransaction(deps.db, async (tx) => {
    const access = await managedGallery(deps, tx, viewer, socialId, 'export its photobook');
    const book = await findPhotobook(tx, socialId);
    if (!book || book.mediaIds.length === 0) throw invalidMedia('params.id', 'Choose the photos of the photobook first');
    return requestBuild(deps, tx, access, { kind: 'PHOTOBOOK', mediaIds: book.mediaIds, title: book.title });
  });
}
