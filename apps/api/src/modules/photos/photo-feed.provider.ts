import { hashTagsOf, type MediaItem } from '@socials/domain';

/** A full item of the feed, every field present. */
export type FeedItem = Required<MediaItem>;

/**
 * Where the photo feed comes from: the account's posts on a third-party social media graph
 * Each call may be slow and rate limited: the service caches its answers.
 */
export interface PhotoFeedProvider {
  listMedia(): Promise<FeedItem[]>;
  /** null: no such item. */
  getMedia(id: string): Promise<FeedItem | null>;
}

const CAPTIONS = [
  'Founders breakfast in Flatiron #nyc #founders',
  'AI & ML summit, the keynote #AI #summit',
  'Rooftop dinner series, summer edition #dinner #nyc',
  'Female founders and funders meetup #femalefounders',
  'Real estate investments panel #realestate',
  'FAANG++ gala, the red carpet #gala',
];
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'IMAGE', 'VIDEO', 'IMAGE', 'CAROUSEL_ALBUM'] as const;

/** A stand-in graph with a fixed set of posts, for development and tests (the real graph is outside this network). Counts its calls. */
export function fakePhotoFeed(): PhotoFeedProvider & { calls: number } {
  const items: FeedItem[] = CAPTIONS.map((caption, i) => {
    const id = `1790000000000${i}`;
    const video = TYPES[i] === 'VIDEO';
    return {
      id,
      caption,
      hash_tags: hashTagsOf(caption),
      media_type: TYPES[i]!,
      media_url: `/default-social.svg?media=${id}`,
      permalink: `https://photos.example.com/p/${id}`,
      thumbnail_url: video ? `/default-social-card.png?media=${id}` : null,
      timestamp: new Date(Date.UTC(2026, 10, 20 - i, 18)).toISOString(),
    };
  });
  const feed = {
    calls: 0,
    async listMedia() {
      feed.calls += 1;
      return items;
    },
    async getMedia(id: string) {
      feed.calls += 1;
      return items.find((item) => item.id === id) ?? null;
    },
  };
  return feed;
}
