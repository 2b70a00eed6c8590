import {
  ContentEntry,
  ContentEntryInput,
  ContentEntryPatch,
  ContentIdParams,
  ContentKindParams,
  ContentListQuery,
  ContentPage,
  ContentPreview,
  ContentPreviewInput,
  ContentSlugParams,
  ErrorBody,
  OkBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { publicRead, tagPublicRead } from '../../http/plugins/public-read-cache';
import type { RouteDeps } from '../../http/route-deps';
import { changeContent, createContent, getContent, listContent, previewContent, removeContent } from './content.service';

const tags = ['content'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The pages staff write (blogs, jobs, FAQs and posts, featured speakers, enterprise plans, terms,
 * event partnerships). Anonymous reads are cached under `content:<kind>`, which every change to
 * an entry of that kind announces.
 */
export const contentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/content/:kind',
    {
      config: { publicRead: publicRead() },
      schema: {
        tags,
        summary: 'The published entries of a kind, newest first, paged; staff add includeDrafts=true for drafts too',
        params: ContentKindParams,
        querystring: ContentListQuery,
        response: { 200: ContentPage, ...errors },
      },
    },
    async (request) => {
      tagPublicRead(request, [`content:${request.params.kind}`]);
      const viewer = request.query.includeDrafts === 'true' ? requireUser(request) : request.auth;
      return listContent(db, viewer, request.params.kind, request.query);
    },
  );

  app.get(
    '/content/:kind/:slug',
    {
      config: { publicRead: publicRead<ContentEntry>((entry) => [`content:${entry.kind}`]) },
      schema: {
        tags,
        summary: 'One published entry by its address (staff also read drafts)',
        params: ContentSlugParams,
        response: { 200: ContentEntry, ...errors },
      },
    },
    async (request) => getContent(db, request.auth, request.params.kind, request.params.slug),
  );

  app.post(
    '/content/preview',
    {
      schema: {
        tags,
        summary: 'Staff: Markdown rendered and sanitised as an entry would show it',
        security,
        body: ContentPreviewInput,
        response: { 200: ContentPreview, ...errors },
      },
    },
    async (request) => previewContent(requireUser(request), request.body.body),
  );

  app.post(
    '/content/:kind',
    {
      schema: {
        tags,
        summary: 'Staff write a new entry: Markdown body, the fields of its kind, published or a draft',
        security,
        params: ContentKindParams,
        body: ContentEntryInput,
        response: { 201: ContentEntry, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await createContent(db, requireUser(request), request.params.kind, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    '/content/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Staff change an entry, publish it or take it back to a draft; fields sent replace the fields',
        security,
        params: ContentIdParams,
        body: ContentEntryPatch,
        response: { 200: ContentEntry, ...errors },
      },
    },
    async (request) => changeContent(db, requireUser(request), request.params.kind, request.params.id, request.body),
  );

  app.delete(
    '/content/:kind/:id',
    { schema: { tags, summary: 'Staff delete an entry', security, params: ContentIdParams, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removeContent(db, requireUser(request), request.params.kind, request.params.id);
      return { ok: true as const };
    },
  );
};
