import type { MediaList } from '@socials/domain';
import { baseApi } from '../base-api';

/** The community's photo feed, newest first. */
export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPhotoFeed: build.query<MediaList, void>({
      query: () => ({ url: '/me/media', params: { fields: 'caption,media_type,media_url,permalink,thumbnail_url,timestamp' } }),
      // The server keeps the feed 15 minutes; so can a visit.
      keepUnusedDataFor: 900,
    }),
  }),
});

export const { useGetPhotoFeedQuery } = photosApi;
