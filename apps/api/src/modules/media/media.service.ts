import { randomBytes } from 'node:crypto';
import {
  detectMedia,
  MB,
  MEDIA_MAX_MB,
  MEDIA_THUMB,
  NO_FILES_MESSAGE,
  type MediaItems,
  type MediaPage,
  type PageQuery,
  type ShareMediaBody,
  type ShareMediaReply,
  type SharedGallery,
  type SocialMedia,
  type UpdateMediaBody,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { countUserRequest } from '../../core/rate-limit';
import { createFileStorage, type FileStorage, type StoredObject } from '../../core/storage';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { resizedImage, toWebImage, type IncomingFile } from '../files';
import { findActiveRsvp } from '../rsvps';
import { findSocialRow, findVisibleSocial } from '../socials';
import { mediaFilePath, mediaLinkAudience, type LinkSigner } from './media-links';
import { canEditItem, canSeeItem, canSeeLinkedItem, galleryAccessOf, requireUploader, type GalleryAccess } from './media.policy';
import {
  deleteMedia,
  findMedia,
  findMediaByIds,
  findShareLink,
  insertMedia,
  insertShareLink,
  listAllMedia,
  listMediaPage,
  updateMedia,
  type MediaWithUploader,
  type SocialMediaRow,
} from './media.repo';
import { toSocialMedia } from './media.views';
import { mediaError } from './media.errors';

/** What the media area works with. */
export interface MediaDeps {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  signer: LinkSigner;
  uploadsPerHour: number;
}

export function mediaDepsOf(deps: { db: Db; jobs: JobQueue; config: Config }): MediaDeps {
  const { config } = deps;
  return {
    db: deps.db,
    jobs: deps.jobs,
    storage: createFileStorage(config.storage),
    signer: { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl },
    uploadsPerHour: config.storage.uploadsPerHour,
  };
}

export function invalidMedia(field: string, message: string) {
  return mediaError('MEDIA_INVALID', message, { fieldErrors: [{ field, message }] });
}

/** The social's gallery as the caller reaches it: 404 for a social they may not see. */
export async function galleryAccess(db: DbOrTx, viewer: Caller | null, socialId: string): Promise<GalleryAccess> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const rsvp = viewer ? await findActiveRsvp(db, socialId, viewer.userId) : null;
  return galleryAccessOf(social, viewer, rsvp?.status ?? null);
}

const view = (deps: MediaDeps, access: GalleryAccess, found: MediaWithUploader) =>
  toSocialMedia(deps.signer, found, canEditItem(access, found.item), access.manages ? 'hosts' : 'anyone');

/** GET /socials/{id}/media and /reels: newest first; hidden items for the hosts only. */
export async function listGallery(deps: MediaDeps, viewer: Caller | null, socialId: string, query: PageQuery, videosOnly = false): Promise<MediaPage> {
  const access = await galleryAccess(deps.db, viewer, socialId);
  const rows = await listMediaPage(deps.db, socialId, { videosOnly, withHidden: access.manages }, decodeCursor(query.exclusiveStartKey), query.limit);
  const last = rows.at(-1);
  return {
    data: rows.map((row) => view(deps, access, row)),
    meta: { lastEvaluatedKey: last && rows.length === query.limit ? encodeCursor({ at: last.item.createdAt, id: last.item.id }) : null },
    canUpload: access.canUpload,
    canManage: access.manages,
  };
}

const fileField = (message: string) => [{ field: 'body.file', message }];

/** POST /socials/{id}/media: a photo (stored upright, as WebP, with a thumbnail) or a video (stored as it came). */
export async function addMedia(deps: MediaDeps, viewer: Caller, socialId: string, file: IncomingFile | null): Promise<SocialMedia> {
  const access = await galleryAccess(deps.db, viewer, socialId);
  requireUploader(access);
  if (deps.uploadsPerHour > 0)
    await countUserRequest(deps.db, { name: 'upload', limit: deps.uploadsPerHour, windowSeconds: 3600, noun: 'uploads' }, viewer.userId);
  if (!file || file.bytes.length === 0) throw mediaError('MEDIA_INVALID', NO_FILES_MESSAGE, { fieldErrors: fileField(NO_FILES_MESSAGE) });
  const detected = detectMedia(file.bytes);
  if (!detected)
    throw mediaError('MEDIA_INVALID', 'Choose a photo (JPEG, PNG, GIF or WebP) or a video (MP4, MOV or WebM)', {
      fieldErrors: fileField('Not a photo or video'),
    });
  const maxMb = MEDIA_MAX_MB[detected.kind];
  if (file.truncated || file.bytes.length > maxMb * MB)
    throw mediaError('MEDIA_INVALID', `The file is larger than ${maxMb} MB`, { fieldErrors: fileField(`At most ${maxMb} MB`) });

  const name = `${Date.now()}-${randomBytes(8).toString('hex')}`;
  const base = `media/${socialId}/${name}`;
  let stored: StoredObject = { bytes: file.bytes, contentType: detected.contentType };
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  let thumbKey: string | null = null;
  if (detected.kind === 'IMAGE') {
    const image = await toWebImage(file.bytes).catch(() => {
      throw mediaError('MEDIA_INVALID', 'The photo could not be read', { fieldErrors: fileField('Not a readable image') });
    });
    stored = { bytes: image.bytes, contentType: 'image/webp' };
    size = { width: image.width, height: image.height };
    const thumb = await resizedImage(image.bytes, { width: MEDIA_THUMB.width * MEDIA_THUMB.scale, height: MEDIA_THUMB.height * MEDIA_THUMB.scale });
    thumbKey = `${base}-thumb.webp`;
    await deps.storage.put(thumbKey, { bytes: thumb.bytes, contentType: 'image/webp' });
  }
  const storageKey = `${base}.${detected.kind === 'IMAGE' ? 'webp' : detected.suffix}`;
  await deps.storage.put(storageKey, stored);
  const row = await insertMedia(deps.db, {
    socialId,
    uploaderId: viewer.userId,
    kind: detected.kind,
    storageKey,
    thumbKey,
    contentType: stored.contentType,
    size: stored.bytes.length,
    ...size,
  });
  const [found] = await findMediaByIds(deps.db, [row.id]);
  return view(deps, access, found!);
}

/** Items by id, each in a gallery the caller sees (404 names the first one that is not). */
async function reachItems(db: DbOrTx, viewer: Caller, ids: readonly string[]): Promise<{ found: MediaWithUploader; access: GalleryAccess }[]> {
  const found = await findMediaByIds(db, ids);
  const bySocial = new Map<string, GalleryAccess>();
  const reached = [];
  for (const [index, id] of ids.entries()) {
    const item = found.find((row) => row.item.id === id);
    let access = item ? bySocial.get(item.item.socialId) : undefined;
    if (item && !access) {
      access = await galleryAccess(db, viewer, item.item.socialId).catch(() => undefined);
      if (access) bySocial.set(item.item.socialId, access);
    }
    if (!item || !access || !canSeeItem(access, item.item)) {
      throw mediaError('MEDIA_NOT_FOUND', 'Photo or video not found', { fieldErrors: [{ field: `body.ids.${index}`, message: 'Not found' }] });
    }
    reached.push({ found: item, access });
  }
  return reached;
}

/** PATCH /media: captions (the uploader's own items, or the hosts') and hiding (the hosts'), each item checked; all or nothing. */
export async function editMedia(deps: MediaDeps, viewer: Caller, body: UpdateMediaBody): Promise<MediaItems> {
  const ids = [...new Set(body.ids)];
  return withTransaction(deps.db, async (tx) => {
    const reached = await reachItems(tx, viewer, ids);
    for (const { found, access } of reached) {
      if (body.hidden !== undefined && !access.manages)
        throw mediaError('MEDIA_EDIT_FORBIDDEN', 'Only the hosts of this social can hide or show photos and videos');
      if (!canEditItem(access, found.item)) throw mediaError('MEDIA_EDIT_FORBIDDEN', 'Only the person who added it and the hosts can edit this photo or video');
    }
    await updateMedia(tx, ids, {
      ...(body.hidden !== undefined ? { hidden: body.hidden } : {}),
      ...(body.caption !== undefined ? { caption: body.caption } : {}),
    });
    const updated = await findMediaByIds(tx, ids);
    return { data: reached.map(({ access }, index) => view(deps, access, updated.find((row) => row.item.id === ids[index])!)) };
  });
}

/** DELETE /media/{id}: its uploader, the hosts or staff. The stored bytes stay behind the revoked links. */
export async function removeMedia(deps: MediaDeps, viewer: Caller, id: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const item = await findMedia(tx, id);
    const access = item ? await galleryAccess(tx, viewer, item.socialId).catch(() => null) : null;
    if (!item || !access || !canSeeItem(access, item)) throw mediaError('MEDIA_NOT_FOUND', 'Photo or video not found');
    if (!canEditItem(access, item)) throw mediaError('MEDIA_EDIT_FORBIDDEN', 'Only the person who added it and the hosts can delete this photo or video');
    await deleteMedia(tx, id);
  });
}

/** The items the request names, each a visible item of the social; or, with none named, all its items the caller sees. */
export async function chooseItems(
  db: DbOrTx,
  access: GalleryAccess,
  mediaIds: readonly string[] | undefined,
  options: { withHidden: boolean; field: string },
): Promise<SocialMediaRow[]> {
  const withHidden = options.withHidden && access.manages;
  if (!mediaIds) return listAllMedia(db, access.social.id, { withHidden });
  const found = await findMediaByIds(db, mediaIds);
  return mediaIds.map((id, index) => {
    const row = found.find((candidate) => candidate.item.id === id)?.item;
    if (!row || row.socialId !== access.social.id || (row.hidden && !withHidden))
      throw invalidMedia(`${options.field}.${index}`, 'Not a photo or video of this social');
    return row;
  });
}

/** POST /media/share: a link anyone may open to see the chosen items (or the gallery's visible ones, as they are when opened). */
export async function shareMedia(deps: MediaDeps, viewer: Caller, body: ShareMediaBody): Promise<ShareMediaReply> {
  const access = await galleryAccess(deps.db, viewer, body.socialId);
  requireUploader(access);
  const items = body.mediaIds ? await chooseItems(deps.db, access, [...new Set(body.mediaIds)], { withHidden: false, field: 'body.mediaIds' }) : null;
  const token = randomBytes(24).toString('base64url');
  await insertShareLink(deps.db, { token, socialId: body.socialId, createdBy: viewer.userId, mediaIds: items?.map((item) => item.id) ?? null });
  return { token, url: `${deps.signer.publicUrl}/media/shared/${token}` };
}

/** GET /media/shared/{token}: what the link shows, less what was hidden or removed since. */
export async function readSharedGallery(deps: MediaDeps, token: string): Promise<SharedGallery> {
  const link = await findShareLink(deps.db, token);
  const social = link ? await findSocialRow(deps.db, link.socialId) : null;
  if (!link || !social || social.isDeleted) throw mediaError('MEDIA_NOT_FOUND', 'This share link does not exist');
  const ids = link.mediaIds ?? (await listAllMedia(deps.db, link.socialId, { withHidden: false })).map((item) => item.id);
  const found = await findMediaByIds(deps.db, ids);
  const data = ids.flatMap((id) => found.filter((row) => row.item.id === id && !row.item.hidden)).map((row) => toSocialMedia(deps.signer, row, false));
  return { socialTitle: social.title, data };
}

/**
 * GET /media/{id}/{variant}: the bytes behind a signed link, while the item is still there and
 * visible to whom the link was given: hiding an item stops the links guests and share links hold.
 */
export async function readMediaFile(
  deps: MediaDeps,
  id: string,
  variant: 'full' | 'thumb',
  query: { expires: number; signature: string },
): Promise<StoredObject> {
  const audience = mediaLinkAudience(deps.signer, mediaFilePath(id, variant), query);
  if (!audience) throw mediaError('MEDIA_LINK_INVALID', 'This link is not valid or has expired');
  const found = await findMedia(deps.db, id);
  const item = found && canSeeLinkedItem(audience, found) ? found : null;
  const key = variant === 'thumb' ? item?.thumbKey : item?.storageKey;
  const stored = key ? await deps.storage.get(key) : null;
  if (!stored) throw mediaError('MEDIA_NOT_FOUND', 'Photo or video not found');
  return stored;
}
