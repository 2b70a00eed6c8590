import fastifyMultipart from '@fastify/multipart';
import {
  DownloadMediaBody,
  ErrorBody,
  IdParams,
  JobIdParams,
  MediaFileParams,
  MediaJob,
  MediaItems,
  MediaListQuery,
  MediaPage,
  MEDIA_UPLOAD_MAX_BYTES,
  MB,
  OkBody,
  Photobook,
  PhotobookBody,
  SharedGallery,
  ShareMediaBody,
  ShareMediaReply,
  ShareTokenParams,
  SignedLinkQuery,
  SocialMedia,
  UpdateMediaBody,
} from '@socials/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredObject } from '../../core/storage';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { FILE_FIELD, readUploadedFile } from '../files';
import { byteRange } from './byte-range';
import { getPhotobook, keepPhotobook, mediaJobStatus, readMediaExport, requestArchive, requestPhotobookExport } from './media-exports.service';
import { addMedia, editMedia, listGallery, mediaDepsOf, readMediaFile, readSharedGallery, removeMedia, shareMedia } from './media.service';

const tags = ['media'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const UPLOAD_RULE = { maxMb: MEDIA_UPLOAD_MAX_BYTES / MB, kinds: [], isPrivate: false };

function sendFile(reply: FastifyReply, object: StoredObject, options: { download?: string; range?: string } = {}): FastifyReply {
  reply
    .header('content-type', object.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (options.download) reply.header('content-disposition', `attachment; filename="${options.download}"`);
  // Videos are played and sought through ranges (Safari asks for nothing else).
  const range = byteRange(options.range, object.bytes.length);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${object.bytes.length}`).send();
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.bytes.length}`)
      .send(object.bytes.subarray(range.start, range.end + 1));
  return reply.send(object.bytes);
}

/**
 * A social's photos and videos: its hosts and confirmed guests add them, whoever
 * sees the social sees them (hidden ones: the hosts), archives and the photobook are built by jobs
 * and polled. Files are read through signed links that expire.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, routeDeps) => {
  await app.register(fastifyMultipart);
  const deps = mediaDepsOf(routeDeps);

  app.get(
    '/socials/:id/media',
    {
      schema: {
        tags,
        summary: "A social's photos and videos, newest first; hidden ones only for its hosts",
        params: IdParams,
        querystring: MediaListQuery,
        response: { 200: MediaPage, ...errors },
      },
    },
    async (request) => listGallery(deps, request.auth, request.params.id, request.query),
  );
  app.get(
    '/socials/:id/reels',
    { schema: { tags, summary: "A social's videos, newest first", params: IdParams, querystring: MediaListQuery, response: { 200: MediaPage, ...errors } } },
    async (request) => listGallery(deps, request.auth, request.params.id, request.query, true),
  );
  app.post(
    '/socials/:id/media',
    {
      schema: {
        tags,
        summary: 'Hosts and confirmed guests: add a photo (JPEG, PNG, GIF, WebP; 20 MB) or a video (MP4, MOV, WebM; 200 MB)',
        description: `A multipart form with the file in its \`${FILE_FIELD}\` field. Photos are stored upright, as WebP, without EXIF, with a 240 × 160 thumbnail.`,
        security,
        params: IdParams,
        consumes: ['multipart/form-data'],
        'x-multipart-file-field': FILE_FIELD,
        response: { 201: SocialMedia, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await addMedia(deps, user, request.params.id, await readUploadedFile(request, UPLOAD_RULE)));
    },
  );
  app.patch(
    '/media',
    {
      schema: {
        tags,
        summary: 'Caption (uploader or hosts) or hide and show (hosts) several items at once; all or none',
        security,
        body: UpdateMediaBody,
        response: { 200: MediaItems, ...errors },
      },
    },
    async (request) => editMedia(deps, requireUser(request), request.body),
  );
  app.delete(
    '/media/:id',
    { schema: { tags, summary: 'Remove an item: its uploader, the hosts or staff', security, params: IdParams, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removeMedia(deps, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/media/share',
    {
      schema: {
        tags,
        summary: 'Hosts and confirmed guests: a link anyone may open to see the chosen items, or the whole gallery',
        security,
        body: ShareMediaBody,
        response: { 201: ShareMediaReply, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await shareMedia(deps, requireUser(request), request.body)),
  );
  app.get(
    '/media/shared/:token',
    {
      schema: {
        tags,
        summary: 'What a share link shows (less what was hidden or removed since)',
        params: ShareTokenParams,
        response: { 200: SharedGallery, ...errors },
      },
    },
    async (request) => readSharedGallery(deps, request.params.token),
  );
  app.get(
    '/media/:id/:variant',
    {
      schema: {
        tags,
        summary: "An item's file or thumbnail, through the signed link its listing gave",
        params: MediaFileParams,
        querystring: SignedLinkQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(reply, await readMediaFile(deps, request.params.id, request.params.variant, request.query), { range: request.headers.range }),
  );
  app.post(
    '/media/download',
    {
      schema: {
        tags,
        summary: 'Ask for a ZIP of the chosen items, or of the whole gallery; poll GET /media/download/{jobId}',
        description: 'Asking again for the same items answers the same job.',
        security,
        body: DownloadMediaBody,
        response: { 202: MediaJob, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await requestArchive(deps, requireUser(request), request.body)),
  );
  app.get(
    '/media/download/:jobId',
    {
      schema: {
        tags,
        summary: 'How an archive or photobook is coming along; url once READY (a signed link that expires). Its requester only',
        security,
        params: JobIdParams,
        response: { 200: MediaJob, ...errors },
      },
    },
    async (request) => mediaJobStatus(deps, requireUser(request), request.params.jobId),
  );
  app.get(
    '/media/download/:jobId/file',
    {
      schema: {
        tags,
        summary: 'The built archive or photobook, through the signed link of its status',
        params: JobIdParams,
        querystring: SignedLinkQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { object, fileName } = await readMediaExport(deps, request.params.jobId, request.query);
      return sendFile(reply, object, { download: fileName });
    },
  );
  app.get(
    '/socials/:id/photobook',
    {
      schema: {
        tags,
        summary: "Hosts: the social's photobook (title and photos in order)",
        security,
        params: IdParams,
        response: { 200: Photobook, ...errors },
      },
    },
    async (request) => getPhotobook(deps, requireUser(request), request.params.id),
  );
  app.post(
    '/socials/:id/photobook',
    {
      schema: {
        tags,
        summary: "Hosts: keep the social's photobook: its title and photos in order",
        security,
        params: IdParams,
        body: PhotobookBody,
        response: { 200: Photobook, ...errors },
      },
    },
    async (request) => keepPhotobook(deps, requireUser(request), request.params.id, request.body),
  );
  app.post(
    '/socials/:id/photobook/export',
    {
      schema: {
        tags,
        summary: 'Hosts: ask for the photobook as a PDF; poll GET /media/download/{jobId}',
        security,
        params: IdParams,
        response: { 202: MediaJob, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await requestPhotobookExport(deps, requireUser(request), request.params.id)),
  );
};
