import { createHash } from 'node:crypto';
import {
  detectFileKind,
  fileTooLargeMessage,
  MB,
  NO_FILES_MESSAGE,
  snapImageSize,
  unacceptedKindMessage,
  UPLOAD_RULES,
  type ImageResizeQuery,
  type UploadDestination,
  type UploadedFile,
} from '@socials/domain';
import { countRequest, countUserRequest, type RequestLimit } from '../../core/rate-limit';
import type { DbOrTx } from '../../core/db';
import type { FileStorage, StoredObject } from '../../core/storage';
import type { Caller } from '../../core/caller';
import { requirePrivateFileReader } from './files.policy';
import { forgetDerivedImagesOverBudget, recordDerivedImage } from './files.repo';
import { resizedImage, toWebImage } from './images';
import { filesError } from './files.errors';

/** What the files area works with: the store, and the address the API is reached at. */
export interface FilesDeps {
  db: DbOrTx;
  storage: FileStorage;
  /** PUBLIC_URL: files read through the API are addressed under it. */
  publicUrl: string;
  uploadsPerHour: number;
  /** What the resized images kept in the store may take in all; the least recently used go first. */
  resizedImagesBytes: number;
}

/** A file as it came in a multipart form: the name the browser gave, and its bytes (null: the limit cut it short). */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
  truncated: boolean;
}

/** Public files are cached anywhere for a year: a stored name never gets other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const PRIVATE_PREFIX = 'files/private/attachments';

/** The name the browser gave, as it can be shown back: no folders, no control characters, at most 200 characters. */
function displayName(name: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base.slice(0, 200) || 'file';
}

/** The stored name: a hash of the content, the time, and the web suffix of what is stored. */
function storedName(bytes: Buffer, suffix: string, now: number): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-${now}.${suffix}`;
}

function keyFor(destination: UploadDestination, uploaderId: string, name: string): string {
  return UPLOAD_RULES[destination].isPrivate ? `${PRIVATE_PREFIX}/${uploaderId}/${name}` : `${destination}/${name}`;
}

function urlOf(deps: FilesDeps, key: string): string {
  if (key.startsWith(`${PRIVATE_PREFIX}/`)) return `${deps.publicUrl}/api/${key}`;
  return deps.storage.directUrl(key) ?? `${deps.publicUrl}/api/${key}`;
}

const fileField = (message: string) => [{ field: 'body.file', message }];

/**
 * Stores one uploaded file at its destination: refused when missing, over the size limit or of a
 * kind the destination does not take (read from the bytes); an image is stored upright, resized,
 * as WebP and without its metadata. Each upload counts against the user's hourly limit.
 */
export async function storeUpload(deps: FilesDeps, uploader: Caller, destination: UploadDestination, file: IncomingFile | null): Promise<UploadedFile> {
  const rule = UPLOAD_RULES[destination];
  if (deps.uploadsPerHour > 0)
    await countUserRequest(deps.db, { name: 'upload', limit: deps.uploadsPerHour, windowSeconds: 3600, noun: 'uploads' }, uploader.userId);
  if (!file || file.bytes.length === 0) throw filesError('FILE_MISSING', NO_FILES_MESSAGE, { fieldErrors: fileField(NO_FILES_MESSAGE) });
  const originalName = displayName(file.name);
  if (file.truncated || file.bytes.length > rule.maxMb * MB) {
    const message = fileTooLargeMessage(originalName, rule.maxMb);
    throw filesError('FILE_TOO_LARGE', message, { fieldErrors: fileField(message) });
  }
  const kind = detectFileKind(file.bytes);
  if (kind === null || !rule.kinds.includes(kind)) {
    const message = unacceptedKindMessage(originalName, rule.kinds);
    throw filesError('FILE_TYPE_NOT_ACCEPTED', message, { fieldErrors: fileField(message) });
  }

  let stored: StoredObject;
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  let suffix: string;
  if (kind === 'pdf') {
    stored = { bytes: file.bytes, contentType: 'application/pdf' };
    suffix = 'pdf';
  } else {
    const image = await toWebImage(file.bytes).catch(() => {
      const message = `${originalName} could not be read as an image`;
      throw filesError('FILE_UNREADABLE', message, { fieldErrors: fileField(message) });
    });
    stored = { bytes: image.bytes, contentType: 'image/webp' };
    size = { width: image.width, height: image.height };
    suffix = 'webp';
  }
  const name = storedName(file.bytes, suffix, Date.now());
  const key = keyFor(destination, uploader.userId, name);
  await deps.storage.put(key, stored, rule.isPrivate ? {} : { cacheControl: IMMUTABLE });
  return { url: urlOf(deps, key), fileName: name, originalName, contentType: stored.contentType, size: stored.bytes.length, ...size };
}

async function readStored(deps: FilesDeps, key: string): Promise<StoredObject> {
  const found = await deps.storage.get(key);
  if (!found) throw filesError('FILE_NOT_FOUND', 'File not found');
  return found;
}

/** A public upload (files/public/… or public-files/…), for anyone. */
export function readPublicFile(deps: FilesDeps, base: 'files/public' | 'public-files', folder: string, name: string): Promise<StoredObject> {
  return readStored(deps, `${base}/${folder}/${name}`);
}

/** A private attachment, for its uploader and staff. */
export function readPrivateFile(deps: FilesDeps, viewer: Caller, ownerId: string, name: string): Promise<StoredObject> {
  requirePrivateFileReader(viewer, ownerId);
  return readStored(deps, `${PRIVATE_PREFIX}/${ownerId}/${name}`);
}

const PUBLIC_KEY = /^(files\/public|public-files)\/[a-z_]{1,40}\/[0-9a-f]{16,64}-\d{10,16}\.webp$/;

/** The storage key of one of our public images from its URL (ours under PUBLIC_URL or the store's public address), else null. */
function ownImageKey(deps: FilesDeps, url: string): string | null {
  const direct = deps.storage.directUrl('x')?.slice(0, -1);
  let key: string | null = null;
  if (direct && url.startsWith(direct)) key = url.slice(direct.length);
  else {
    let parsed: URL;
    try {
      parsed = new URL(url, deps.publicUrl);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(deps.publicUrl).origin || parsed.search || !parsed.pathname.startsWith('/api/')) return null;
    key = parsed.pathname.slice('/api/'.length);
  }
  return PUBLIC_KEY.test(key) ? key : null;
}

/** Resized images are kept apart from uploads, under a prefix of their own that is a bounded cache. */
const DERIVED_PREFIX = 'cache/resized';

/** Sizes made that were not made before, per network: each costs a render and room in the store. */
const RENDER_LIMIT: RequestLimit = { name: 'image-render', limit: 120, windowSeconds: 600, noun: 'new image sizes' };

/**
 * One of our stored public images scaled for a page (the image-resize call). Only images this
 * server stored are resized, never an address elsewhere, and only to the sizes the apps show
 * (IMAGE_SIZES): any other size is served at the nearest one at or above it. Each size is made
 * once and kept in a cache of bounded bytes; making one counts against the caller's network.
 */
export async function resizeStoredImage(deps: FilesDeps, query: ImageResizeQuery, ip: string): Promise<StoredObject> {
  const key = ownImageKey(deps, query.url);
  if (!key) {
    const message = 'Only images uploaded here can be resized';
    throw filesError('IMAGE_NOT_OURS', message, { fieldErrors: [{ field: 'query.url', message }] });
  }
  const size = snapImageSize(query);
  const sizeKey = `${DERIVED_PREFIX}/w${size.width ?? 'auto'}-h${size.height ?? 'auto'}/${key}`;
  const cached = await deps.storage.get(sizeKey);
  if (cached) {
    await recordDerivedImage(deps.db, sizeKey, cached.bytes.length);
    return cached;
  }
  await countRequest(deps.db, RENDER_LIMIT, ip);
  const original = await readStored(deps, key);
  const image = await resizedImage(original.bytes, size);
  const resized = { bytes: image.bytes, contentType: 'image/webp' };
  await deps.storage.put(sizeKey, resized, { cacheControl: IMMUTABLE });
  await recordDerivedImage(deps.db, sizeKey, resized.bytes.length);
  await evictDerivedImages(deps);
  return resized;
}

/** Deletes the least recently used resized images until those kept fit the budget (each is made again when next asked for). */
async function evictDerivedImages(deps: FilesDeps): Promise<void> {
  const forgotten = await forgetDerivedImagesOverBudget(deps.db, deps.resizedImagesBytes);
  for (const key of forgotten) await deps.storage.delete(key);
}
