import fastifyMultipart from '@fastify/multipart';
import {
  ErrorBody,
  ImageResizeQuery,
  PrivateFileParams,
  PublicFileFolderParams,
  PublicFileParams,
  UPLOAD_RULES,
  UploadedFile,
  type UploadDestination,
} from '@socials/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFileStorage, type StoredObject } from '../../core/storage';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { IMMUTABLE, readPrivateFile, readPublicFile, resizeStoredImage, storeUpload, type FilesDeps } from './files.service';
import { FILE_FIELD, readUploadedFile } from './multipart-file';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody };
/** Marks an upload route in the OpenAPI document: a multipart form whose `file` field holds the file (the fuzz test sends it such forms). */
const multipart = { consumes: ['multipart/form-data'], 'x-multipart-file-field': FILE_FIELD };

function sendStored(reply: FastifyReply, object: StoredObject, cacheControl: string): FastifyReply {
  reply.header('content-type', object.contentType).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
  // A PDF is downloaded, never shown in the site's own origin.
  if (object.contentType === 'application/pdf') reply.header('content-disposition', 'attachment');
  return reply.send(object.bytes);
}

/** Uploads, reading them back, and the image-resize call that serves a size a page asks for. */
export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart);
  const deps: FilesDeps = {
    db,
    storage: createFileStorage(config.storage),
    publicUrl: config.publicUrl,
    uploadsPerHour: config.storage.uploadsPerHour,
    resizedImagesBytes: config.storage.resizedImagesBytes,
  };

  const upload = (path: string, destination: (params: never) => UploadDestination, summary: string, params?: typeof PublicFileFolderParams) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: `A multipart form with the file in its \`${FILE_FIELD}\` field. Images (JPEG, PNG, GIF, WebP, told from their bytes) are stored upright, at most 2000 px on a side, as WebP, without EXIF; the stored name is a hash of the content and the time.`,
          security,
          ...(params ? { params } : {}),
          ...multipart,
          response: { 201: UploadedFile, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const to = destination(request.params as never);
        const file = await readUploadedFile(request, UPLOAD_RULES[to]);
        return reply.code(201).send(await storeUpload(deps, user, to, file));
      },
    );

  upload('/files/public/avatars', () => 'files/public/avatars', "A profile photo (5 MB at most); set it as the user's photoPath");
  upload('/files/public/social_banners', () => 'files/public/social_banners', "A social's cover image (10 MB at most); set it as its splashImageUrl");
  upload('/files/public/attachments', () => 'files/public/attachments', 'An attachment anyone with its URL may read: an image or a PDF (20 MB at most)');
  upload(
    '/files/private/attachments',
    () => 'files/private/attachments',
    'An attachment only the uploader and staff may read: an image or a PDF (20 MB at most)',
  );
  upload('/public-files/logos', () => 'public-files/logos', 'A logo (5 MB at most)');
  upload('/public-files/attachments', () => 'public-files/attachments', 'A public attachment: an image or a PDF (20 MB at most)');
  upload(
    '/public-files/:folder',
    (params: { folder: string }) => `public-files/${params.folder}` as UploadDestination,
    'A public image in one of the folders banners, speakers, sponsors, photos (or logos, attachments)',
    PublicFileFolderParams,
  );

  app.get(
    '/files/public/:folder/:name',
    { schema: { tags, summary: 'A public upload, cached for a year (its name never gets other bytes)', params: PublicFileParams, response: errors } },
    async (request, reply) => sendStored(reply, await readPublicFile(deps, 'files/public', request.params.folder, request.params.name), IMMUTABLE),
  );
  app.get(
    '/public-files/:folder/:name',
    { schema: { tags, summary: 'A public file, cached for a year', params: PublicFileParams, response: errors } },
    async (request, reply) => sendStored(reply, await readPublicFile(deps, 'public-files', request.params.folder, request.params.name), IMMUTABLE),
  );
  app.get(
    '/files/private/attachments/:owner/:name',
    { schema: { tags, summary: 'A private attachment: for the one who uploaded it and staff', security, params: PrivateFileParams, response: errors } },
    async (request, reply) =>
      sendStored(reply, await readPrivateFile(deps, requireUser(request), request.params.owner, request.params.name), 'private, no-store'),
  );
  app.get(
    '/images/resize',
    {
      schema: {
        tags,
        summary: 'One of our uploaded images scaled to width × height (cropped to fill when both are given), as WebP, cached for a year',
        description:
          'url must be an image uploaded here; addresses elsewhere are refused, never fetched. Only the sizes the apps show are made (avatars 48, 64, 128, 192 square; covers 640 × 320 and 1200 × 600): any other size is served at the nearest of these at or above it. Each size is made once and kept while it is used; making new sizes counts against a limit per network (429).',
        querystring: ImageResizeQuery,
        response: errors,
      },
    },
    async (request, reply) => sendStored(reply, await resizeStoredImage(deps, request.query, request.ip), IMMUTABLE),
  );
};
