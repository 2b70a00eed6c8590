import { hashTagsOf, MEDIA_TYPES, type MediaType } from '@socials/domain';
import type { PhotoFeedConfig } from '../../core/config';
import type { FeedItem, PhotoFeedProvider } from './photo-feed.provider';
import { photosError } from './photos.errors';

/** What the graph answers for one post (fields it may leave out are optional). */
interface GraphMedia {
  id: string;
  caption?: string;
  media_type?: string;
  media_url?: string;
  permalink?: string;
  thumbnail_url?: string;
  timestamp?: string;
}

const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp';
const TIMEOUT_MS = 5000;

function toFeedItem(media: GraphMedia): FeedItem {
  const caption = media.caption ?? null;
  const type = (MEDIA_TYPES as readonly string[]).includes(media.media_type ?? '') ? (media.media_type as MediaType) : 'IMAGE';
  return {
    id: media.id,
    caption,
    hash_tags: hashTagsOf(caption),
    media_type: type,
    media_url: media.media_url ?? '',
    permalink: media.permalink ?? '',
    thumbnail_url: media.thumbnail_url ?? null,
    timestamp: media.timestamp ?? '',
  };
}

/** The account's posts from a social media graph API (`GET /me/media`, `GET /{id}`), with its access token. */
export function graphPhotoFeed(config: PhotoFeedConfig, fetchFn: typeof fetch = fetch): PhotoFeedProvider {
  const call = async (path: string): Promise<unknown> => {
    const url = new URL(path, `${config.apiUrl}/`);
    url.searchParams.set('fields', FIELDS);
    url.searchParams.set('access_token', config.accessToken);
    let response: Response;
    try {
      response = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw photosError('PHOTO_FEED_UNAVAILABLE', `The photo feed could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw photosError('PHOTO_FEED_UNAVAILABLE', `The photo feed answered ${response.status}`);
    return response.json();
  };
  return {
    async listMedia() {
      const body = (await call('me/media')) as { data?: GraphMedia[] } | null;
      return (body?.data ?? []).map(toFeedItem);
    },
    async getMedia(id) {
      const body = (await call(encodeURIComponent(id))) as GraphMedia | null;
      return body?.id ? toFeedItem(body) : null;
    },
  };
}
