import type { RsvpStatus } from '../common/enums';
import { detectFileKind } from '../files/detect-file-kind';
import { MB } from '../files/upload-rules';
import type { MediaKind } from './media.schema';

/** The gallery's thumbnails (spec, Interface): 120 × 80 px, stored at twice that for sharp screens. */
export const MEDIA_THUMB = { width: 120, height: 80, scale: 2 } as const;

/** The largest photo and video a guest may add. */
export const MEDIA_MAX_MB = { IMAGE: 20, VIDEO: 200 } as const;

/** RSVP statuses of a confirmed guest: approved, or checked in. */
const CONFIRMED: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

/** Hosts (and staff) and confirmed guests add photos and videos to a social's gallery. */
export function canAddSocialMedia(viewer: { managesSocial: boolean; rsvpStatus: RsvpStatus | null }): boolean {
  return viewer.managesSocial || (viewer.rsvpStatus !== null && CONFIRMED.includes(viewer.rsvpStatus));
}

/** Its uploader, the social's hosts and staff caption or delete an item; only hosts hide it. */
export function canEditSocialMedia(viewer: { userId: string; managesSocial: boolean }, item: { uploaderId: string }): boolean {
  return viewer.managesSocial || viewer.userId === item.uploaderId;
}

export interface DetectedMedia {
  kind: MediaKind;
  /** For a video: what it is stored as; images are converted to WebP. */
  contentType: string;
  suffix: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** A gallery item read from its bytes: an image uploads take, or an MP4, QuickTime or WebM video; null otherwise. */
export function detectMedia(bytes: Uint8Array): DetectedMedia | null {
  const image = detectFileKind(bytes);
  if (image && image !== 'pdf') return { kind: 'IMAGE', contentType: 'image/webp', suffix: 'webp' };
  if (ascii(bytes, 4, 'ftyp'))
    return ascii(bytes, 8, 'qt  ')
      ? { kind: 'VIDEO', contentType: 'video/quicktime', suffix: 'mov' }
      : { kind: 'VIDEO', contentType: 'video/mp4', suffix: 'mp4' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { kind: 'VIDEO', contentType: 'video/webm', suffix: 'webm' };
  return null;
}

/** The largest upload in bytes, whatever it turns out to be. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_MAX_MB.VIDEO * MB;
