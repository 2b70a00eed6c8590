import { CreatePostBody, ErrorBody, IdParams, OkBody, Post, PostListQuery, PostPage, PostUnlockInfo, PostUnlockReply, UpdatePostBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { areaTestCheckoutPages } from '../payments';
import {
  changePost,
  createPost,
  finishPostTestCheckout,
  getPost,
  listCirclePosts,
  postTestCheckoutPage,
  postUnlockInfo,
  removePost,
  unlockPost,
} from './posts.service';

const tags = ['posts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/**
 * Circle posts: a circle's hosts write posts that everyone, the members, or whoever
 * unlocks them with points or a payment may read. A locked post's body never leaves the API.
 */
export const postsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/circles/:id/posts',
    {
      schema: {
        tags,
        summary: "A circle's posts, newest first: locked ones with their title, teaser and price but no body",
        description: '403 for a circle whose members only see its content.',
        params: IdParams,
        querystring: PostListQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => listCirclePosts(db, request.auth, request.params.id, request.query),
  );

  app.post(
    '/circles/:id/posts',
    {
      schema: {
        tags,
        summary: 'Circle hosts and staff: a new post (Markdown) and who may read it: PUBLIC, MEMBERS_ONLY, POINTS (pointsCost) or PAID (priceCents)',
        security,
        params: IdParams,
        body: CreatePostBody,
        response: { 201: Post, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPost(db, requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/posts/:id',
    { schema: { tags, summary: 'One post; bodyHtml is null while it is locked for the caller', params: IdParams, response: { 200: Post, ...errors } } },
    async (request) => getPost(db, request.auth, request.params.id),
  );

  app.patch(
    '/posts/:id',
    {
      schema: { tags, summary: 'Circle hosts and staff: change a post', security, params: IdParams, body: UpdatePostBody, response: { 200: Post, ...errors } },
    },
    async (request) => changePost(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/posts/:id',
    { schema: { tags, summary: 'Circle hosts and staff: remove a post', security, params: IdParams, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removePost(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/posts/:id/unlock/info',
    {
      schema: {
        tags,
        summary: 'What the caller needs to read a post: locked or not, why, its price in points or money, and whether they can afford it',
        params: IdParams,
        response: { 200: PostUnlockInfo, ...errors },
      },
    },
    async (request) => postUnlockInfo(deps, request.auth, request.params.id),
  );

  app.post(
    '/posts/:id/unlock',
    {
      schema: {
        tags,
        summary: 'Unlock a post: spends its points (once, however often it is called) or answers the checkout to pay it at',
        description: '409 NOT_ENOUGH_POINTS when the balance falls short; 403 POST_NOT_UNLOCKABLE for a members-only post of a circle the caller is not in.',
        security,
        params: IdParams,
        response: { 200: PostUnlockReply, ...errors },
      },
    },
    async (request) => unlockPost(servicesFor(deps, request), requireUser(request), request.params.id),
  );

  await app.register(areaTestCheckoutPages, {
    deps,
    path: '/posts/test-checkout',
    tags,
    what: 'a paid post',
    page: postTestCheckoutPage,
    finish: finishPostTestCheckout,
  });
};
