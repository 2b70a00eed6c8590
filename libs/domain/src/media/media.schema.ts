import { z } from 'zod';
import { Id, PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';

export const MediaKind = z.enum(['IMAGE', 'VIDEO']);
export type MediaKind = z.infer<typeof MediaKind>;

export const MEDIA_LIMITS = { captionMax: 500, idsMax: 200, photobookTitleMax: 200, photobookItemsMax: 200 } as const;

const Caption = z.string().trim().max(MEDIA_LIMITS.captionMax);
const MediaIds = z.array(Id).min(1, 'Choose at least one item').max(MEDIA_LIMITS.idsMax);

/** One photo or video of a social's gallery; its addresses are signed and expire (expiresAt). */
export const SocialMedia = z.object({
  id: Id,
  socialId: Id,
  kind: MediaKind,
  url: z.string(),
  /** A 240 × 160 WebP for the 120 × 80 thumbnails (null for a video). */
  thumbUrl: z.string().nullable(),
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  hidden: z.boolean(),
  uploader: UserSummary,
  createdAt: Timestamp,
  /** Whether the caller may caption or delete it (its uploader, the hosts, staff). */
  canEdit: z.boolean(),
});
export type SocialMedia = z.infer<typeof SocialMedia>;

export const MediaPage = paged(SocialMedia).extend({
  /** Whether the caller may add photos and videos (hosts and confirmed guests). */
  canUpload: z.boolean(),
  /** Whether the caller hosts the social (sees hidden items, hides them, keeps the photobook). */
  canManage: z.boolean(),
});
export type MediaPage = z.infer<typeof MediaPage>;

export const MediaListQuery = PageQuery;

export const UploadMediaFields = z.object({ caption: Caption.optional() });

export const UpdateMediaBody = z
  .object({ ids: MediaIds, hidden: z.boolean().optional(), caption: Caption.optional() })
  .refine((body) => body.hidden !== undefined || body.caption !== undefined, { message: 'Say what to change: hidden or caption', path: ['hidden'] });
export type UpdateMediaBody = z.infer<typeof UpdateMediaBody>;

export const MediaItems = z.object({ data: z.array(SocialMedia) });
export type MediaItems = z.infer<typeof MediaItems>;

export const ShareMediaBody = z.object({ socialId: Id, mediaIds: MediaIds.optional() });
export type ShareMediaBody = z.infer<typeof ShareMediaBody>;

export const ShareMediaReply = z.object({ url: z.string(), token: z.string() });
export type ShareMediaReply = z.infer<typeof ShareMediaReply>;

export const ShareTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Unknown share link') });

export const SharedGallery = z.object({ socialTitle: z.string(), data: z.array(SocialMedia) });
export type SharedGallery = z.infer<typeof SharedGallery>;

export const DownloadMediaBody = z.object({ socialId: Id, mediaIds: MediaIds.optional() });
export type DownloadMediaBody = z.infer<typeof DownloadMediaBody>;

export const MediaJobStatus = z.enum(['PENDING', 'RUNNING', 'READY', 'FAILED']);
export type MediaJobStatus = z.infer<typeof MediaJobStatus>;

export const MediaJobKind = z.enum(['ARCHIVE', 'PHOTOBOOK']);
export type MediaJobKind = z.infer<typeof MediaJobKind>;

/** An archive or photobook being built: polled until READY (url: a signed link that expires) or FAILED. */
export const MediaJob = z.object({
  id: Id,
  kind: MediaJobKind,
  status: MediaJobStatus,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  url: z.string().nullable(),
});
export type MediaJob = z.infer<typeof MediaJob>;

export const JobIdParams = z.object({ jobId: Id });

export const MediaFileParams = z.object({ id: Id, variant: z.enum(['full', 'thumb']) });
export const SignedLinkQuery = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(200) });

export const PhotobookBody = z.object({
  title: z.string().trim().min(1, 'Give the photobook a title').max(MEDIA_LIMITS.photobookTitleMax),
  mediaIds: z
    .array(Id)
    .max(MEDIA_LIMITS.photobookItemsMax)
    .refine((ids) => new Set(ids).size === ids.length, 'A photo appears once'),
});
export type PhotobookBody = z.infer<typeof PhotobookBody>;

export const Photobook = z.object({ socialId: Id, title: z.string(), mediaIds: z.array(Id), updatedAt: Timestamp.nullable() });
export type Photobook = z.infer<typeof Photobook>;
