import {
  detectMedia,
  MB,
  MEDIA_MAX_MB,
  NO_FILES_MESSAGE,
  type DownloadMediaBody,
  type MediaItems,
  type MediaJob,
  type MediaPage,
  type Photobook,
  type PhotobookBody,
  type ShareMediaBody,
  type ShareMediaReply,
  type SharedGallery,
  type SocialMedia,
  type UpdateMediaBody,
} from '@socials/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import type { ApiHttpError } from '../api-error';
import { baseApi } from '../base-api';
import { tags } from '../tags';
import { postUpload, type UploadOptions } from './files.api';

const path = encodeURIComponent;

export interface SocialMediaArgs {
  socialId: string;
  exclusiveStartKey?: string;
  limit?: number;
}

/** A social's photos and videos: the gallery, its edits, share links, archives and the photobook. */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSocialMedia: build.query<MediaPage, SocialMediaArgs>({
      query: ({ socialId, ...params }) => ({ url: `/socials/${path(socialId)}/media`, params }),
      providesTags: (_page, _error, { socialId }) => [tags.socialMedia(socialId)],
    }),
    updateMedia: build.mutation<MediaItems, { socialId: string; body: UpdateMediaBody }>({
      query: ({ body }) => ({ url: '/media', method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.socialMedia(socialId)],
    }),
    deleteMedia: build.mutation<{ ok: true }, { socialId: string; mediaId: string }>({
      query: ({ mediaId }) => ({ url: `/media/${path(mediaId)}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.socialMedia(socialId)],
    }),
    shareMedia: build.mutation<ShareMediaReply, ShareMediaBody>({
      query: (body) => ({ url: '/media/share', method: 'POST', body }),
    }),
    getSharedGallery: build.query<SharedGallery, string>({
      query: (token) => `/media/shared/${path(token)}`,
    }),
    /** POST /media/download: the archive's job, to poll with getMediaJob. */
    requestMediaDownload: build.mutation<MediaJob, DownloadMediaBody>({
      query: (body) => ({ url: '/media/download', method: 'POST', body }),
    }),
    getMediaJob: build.query<MediaJob, string>({
      query: (jobId) => `/media/download/${path(jobId)}`,
      keepUnusedDataFor: 0,
    }),
    getPhotobook: build.query<Photobook, string>({
      query: (socialId) => `/socials/${path(socialId)}/photobook`,
      providesTags: (_book, _error, socialId) => [tags.photobook(socialId)],
    }),
    savePhotobook: build.mutation<Photobook, { socialId: string; body: PhotobookBody }>({
      query: ({ socialId, body }) => ({ url: `/socials/${path(socialId)}/photobook`, method: 'POST', body }),
      invalidatesTags: (_book, _error, { socialId }) => [tags.photobook(socialId)],
    }),
    exportPhotobook: build.mutation<MediaJob, string>({
      query: (socialId) => ({ url: `/socials/${path(socialId)}/photobook/export`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetSocialMediaQuery,
  useUpdateMediaMutation,
  useDeleteMediaMutation,
  useShareMediaMutation,
  useGetSharedGalleryQuery,
  useRequestMediaDownloadMutation,
  useGetMediaJobQuery,
  useGetPhotobookQuery,
  useSavePhotobookMutation,
  useExportPhotobookMutation,
} = mediaApi;

const refusal = (message: string): ApiHttpError => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message } });

/** Adds a photo or video to a social's gallery; checked before it is sent as the server checks it (kind from the bytes, size). Invalidate tags.socialMedia after. */
export async function uploadSocialMedia(socialId: string, file: File | null, options: UploadOptions = {}): Promise<SocialMedia> {
  if (!file || file.size === 0) throw refusal(NO_FILES_MESSAGE);
  const detected = detectMedia(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!detected) throw refusal(`${file.name} is not a photo (JPEG, PNG, GIF or WebP) or a video (MP4, MOV or WebM)`);
  const maxMb = MEDIA_MAX_MB[detected.kind];
  if (file.size > maxMb * MB) throw refusal(`${file.name}: File is larger than ${maxMb} MB`);
  return postUpload<SocialMedia>(`/socials/${path(socialId)}/media`, file, file.name, options);
}

/** How often a requested archive or photobook is asked about while it is built. */
export const MEDIA_JOB_POLL_MS = 1000;

/** A media job polled until it is READY or FAILED (nothing while jobId is null). */
export function useMediaJobProgress(jobId: string | null): MediaJob | null {
  const [settled, setSettled] = useState<string | null>(null);
  const { data } = useGetMediaJobQuery(jobId ?? skipToken, { pollingInterval: settled === jobId ? 0 : MEDIA_JOB_POLL_MS, skipPollingIfUnfocused: false });
  const status = data?.status;
  useEffect(() => {
    if (status === 'READY' || status === 'FAILED') setSettled(jobId);
  }, [status, jobId]);
  return jobId && data?.id === jobId ? data : null;
}
