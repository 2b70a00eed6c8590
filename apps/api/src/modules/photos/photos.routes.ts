import { ErrorBody, MediaIdParams, MediaItem, MediaList, MediaQuery } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { graphPhotoFeed } from './graph-photo-feed';
import { fakePhotoFeed } from './photo-feed.provider';
import { createPhotoFeed, getMedia, listMedia } from './photos.service';

const tags = ['photos'];

/** The photo feed: the community's posts on a social media graph, cached. */
export const photosRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  // One cache per process, over the configured graph or the stand-in feed.
  const feed = createPhotoFeed(config.photoFeed ? graphPhotoFeed(config.photoFeed) : fakePhotoFeed());

  app.get(
    '/me/media',
    {
      schema: {
        tags,
        summary: "The photo feed's items, newest first, with the fields asked for (fields=caption,hash_tags,media_type,…); answers are cached 15 minutes",
        querystring: MediaQuery,
        response: { 200: MediaList, 400: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => listMedia(feed, request.query.fields),
  );

  app.get(
    '/me/media/:mediaId',
    {
      schema: {
        tags,
        summary: 'One item of the photo feed',
        params: MediaIdParams,
        querystring: MediaQuery,
        response: { 200: MediaItem, 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => getMedia(feed, request.params.mediaId, request.query.fields),
  );
};
