import { pickMediaFields, type MediaField, type MediaItem, type MediaList } from '@socials/domain';
import { TtlCache } from '../../core/ttl-cache';
import type { FeedItem, PhotoFeedProvider } from './photo-feed.provider';
import { photosError } from './photos.errors';

/** The photo feed's cache holds 100 entries for 15 minutes. */
export const PHOTO_FEED_CACHE_ENTRIES = 100;
export const PHOTO_FEED_CACHE_MS = 15 * 60 * 1000;

export interface PhotoFeed {
  provider: PhotoFeedProvider;
  cache: TtlCache<FeedItem[] | FeedItem | null>;
}

export function createPhotoFeed(provider: PhotoFeedProvider, now?: () => number): PhotoFeed {
  return { provider, cache: new TtlCache(PHOTO_FEED_CACHE_ENTRIES, PHOTO_FEED_CACHE_MS, now) };
}

/** The feed's items, newest first, with the fields asked for. */
export async function listMedia(feed: PhotoFeed, fields: readonly MediaField[]): Promise<MediaList> {
  const items = (await feed.cache.getOrLoad('media', () => feed.provider.listMedia())) as FeedItem[];
  return { data: items.map((item) => pickMediaFields(item, fields)) };
}

/** One item of the feed by its id. */
export async function getMedia(feed: PhotoFeed, id: string, fields: readonly MediaField[]): Promise<MediaItem> {
  const item = (await feed.cache.getOrLoad(`media:${id}`, () => feed.provider.getMedia(id))) as FeedItem | null;
  if (!item) throw photosError('MEDIA_NOT_FOUND', 'No such photo in the feed');
  return pickMediaFields(item, fields);
}
